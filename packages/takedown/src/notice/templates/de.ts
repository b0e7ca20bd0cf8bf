// German notice templates (formal "Sie"): DMCA §512(c)(3), DSA Art. 16, Auslistung und Identitätsmissbrauch.
import type { LanguageTemplates } from "./notice-template";

const urls = (count: number) => (count === 1 ? "1 URL" : `${count} URLs`);

const goodFaith =
  "Ich bin in gutem Glauben (good faith) der Überzeugung, dass die beanstandete Nutzung des Materials weder vom Urheberrechtsinhaber noch von seinem Vertreter noch durch das Gesetz gestattet ist.";

export const de: LanguageTemplates = {
  labels: {
    to: "An",
    date: "Datum",
    reference: "Referenz",
    page: "Seite",
    media: "Medium",
    title: "Titel",
    original: "Original",
    representativeList: "Repräsentative Liste der Werke:",
    email: "E-Mail",
    phone: "Telefon",
    website: "Website",
    letter: "Vollmacht",
    signedAt: "unterzeichnet am",
    sha256: "SHA-256 der Vollmacht",
    managedBy: "Management-Agentur des Rechteinhabers bzw. der Rechteinhaberin",
    onBehalfOf: (principal) => `im Auftrag von ${principal} (bevollmächtigter Vertreter)`,
  },
  templates: {
    dmca: {
      subject: ({ reference, urlCount, recipient }) => `DMCA-Mitteilung ${reference}: ${urls(urlCount)} auf ${recipient}`,
      intro: ({ principal }) =>
        `Mit dieser Mitteilung zeigen wir Ihnen nach dem Digital Millennium Copyright Act, 17 U.S.C. § 512(c)(3), eine Urheberrechtsverletzung an, im Auftrag von ${principal}, Inhaber(in) der ausschließlichen Rechte an den unten genannten Werken. Bitte entfernen Sie das Material unter jeder unten aufgeführten URL oder sperren Sie den Zugang dazu.`,
      headings: {
        work: "1. Urheberrechtlich geschütztes Werk (§ 512(c)(3)(A)(ii))",
        material: "2. Rechtsverletzendes Material (§ 512(c)(3)(A)(iii))",
        contact: "3. Kontaktdaten (§ 512(c)(3)(A)(iv))",
        good_faith: "4. Erklärung in gutem Glauben (§ 512(c)(3)(A)(v))",
        accuracy: "5. Erklärung zur Richtigkeit und Vertretungsbefugnis (§ 512(c)(3)(A)(vi))",
        authority: "6. Vollmacht",
        signature: "7. Unterschrift (§ 512(c)(3)(A)(i))",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () =>
          "Ich versichere unter Strafandrohung für Meineid (under penalty of perjury), dass die Angaben in dieser Mitteilung zutreffen und dass ich befugt bin, im Namen des Inhabers eines ausschließlichen Rechts zu handeln, das verletzt sein soll.",
      },
    },
    dsa: {
      subject: ({ reference, urlCount, recipient }) => `Meldung nach Art. 16 DSA ${reference}: ${urls(urlCount)} auf ${recipient}`,
      intro: ({ principal }) =>
        `Mit dieser Meldung nach Artikel 16 der Verordnung (EU) 2022/2065 (Gesetz über digitale Dienste) zeigen wir Ihnen als bevollmächtigter Vertreter von ${principal} rechtswidrige Inhalte an. Bitte entfernen Sie die Inhalte unter jeder unten aufgeführten URL oder sperren Sie den Zugang dazu.`,
      headings: {
        reasons: "(a) Begründung, warum die Inhalte rechtswidrig sind",
        material: "(b) Genaue elektronische Fundstelle der Inhalte",
        notifier: "(c) Name und E-Mail-Adresse des Meldenden",
        good_faith: "(d) Erklärung des guten Glaubens",
        accuracy: "Erklärung zur Richtigkeit und Vertretungsbefugnis",
        authority: "Vollmacht",
        signature: "Unterschrift",
      },
      statements: {
        reasons: ({ principal }) =>
          `Die Inhalte unter den unten genannten URLs vervielfältigen ohne Zustimmung die hier beschriebenen urheberrechtlich geschützten Werke von ${principal}. ${principal} veröffentlicht diese Werke ausschließlich auf den aufgeführten offiziellen Seiten. Ihre öffentliche Zugänglichmachung ohne Zustimmung verletzt das Recht der öffentlichen Wiedergabe (Artikel 3 der Richtlinie 2001/29/EG) und ist nach dem Urheberrecht jedes Mitgliedstaats rechtswidrig.`,
        good_faith: () => `Ich bestätige meine redliche Überzeugung, dass die in dieser Meldung enthaltenen Angaben und Behauptungen richtig und vollständig sind. ${goodFaith}`,
        accuracy: () => "Ich versichere unter Strafandrohung für Meineid (under penalty of perjury), dass ich befugt bin, im Namen des Rechteinhabers bzw. der Rechteinhaberin zu handeln.",
      },
    },
    delisting: {
      subject: ({ reference, urlCount, recipient }) => `Antrag auf Auslistung ${reference}: ${urls(urlCount)} in den Ergebnissen von ${recipient}`,
      intro: ({ principal }) =>
        `Im Auftrag von ${principal}, Inhaber(in) der Urheberrechte, bitten wir Sie, die unten genannten URLs aus Ihren Suchergebnissen zu entfernen: Sie führen zu Kopien der Werke von ${principal}, die ohne Zustimmung veröffentlicht wurden.`,
      headings: {
        work: "1. Urheberrechtlich geschütztes Werk",
        material: "2. Aus den Suchergebnissen zu entfernende URLs",
        contact: "3. Kontaktdaten",
        good_faith: "4. Erklärung in gutem Glauben",
        accuracy: "5. Erklärung zur Richtigkeit und Vertretungsbefugnis",
        authority: "6. Vollmacht",
        signature: "7. Unterschrift",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () =>
          "Ich versichere unter Strafandrohung für Meineid (under penalty of perjury), dass die Angaben in diesem Antrag zutreffen und dass ich befugt bin, im Namen des Inhabers bzw. der Inhaberin der Urheberrechte zu handeln.",
      },
    },
    impersonation: {
      subject: ({ reference, itemCount, recipient }) => `Meldung von Identitätsmissbrauch ${reference}: ${itemCount === 1 ? "1 Profil" : `${itemCount} Profile`} auf ${recipient}`,
      intro: ({ principal }) =>
        `Wir melden Konten auf Ihrem Dienst, die sich als ${principal} ausgeben; wir vertreten ${principal} als bevollmächtigter Vertreter. Die unten genannten Profile verwenden Namen, Bilder oder Inhalte von ${principal}, um sich als ${principal} auszugeben. Bitte entfernen Sie diese Profile.`,
      headings: {
        work: "1. Die echten Konten",
        material: "2. Profile, die sich als die Person ausgeben",
        contact: "3. Kontaktdaten",
        accuracy: "4. Erklärung",
        authority: "5. Vollmacht",
        signature: "6. Unterschrift",
      },
      statements: {
        accuracy: ({ principal }) =>
          `Ich erkläre, dass die Angaben in dieser Meldung zutreffen, dass die aufgeführten Profile weder von ${principal} noch mit Erlaubnis von ${principal} betrieben werden und dass ich befugt bin, im Namen von ${principal} zu handeln.`,
      },
    },
  },
};
