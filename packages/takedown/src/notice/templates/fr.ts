// French notice templates: DMCA §512(c)(3), DSA art. 16, déréférencement et usurpation d'identité.
import type { LanguageTemplates } from "./notice-template";

const urls = (count: number) => (count === 1 ? "1 URL" : `${count} URL`);

const goodFaith =
  "Je déclare de bonne foi (good faith) que l'utilisation du matériel de la manière dénoncée n'est autorisée ni par le titulaire des droits d'auteur, ni par son mandataire, ni par la loi.";

export const fr: LanguageTemplates = {
  labels: {
    to: "À",
    date: "Date",
    reference: "Référence",
    page: "Page",
    media: "Média",
    title: "Titre",
    original: "Original",
    representativeList: "Liste représentative des œuvres :",
    email: "E-mail",
    phone: "Téléphone",
    website: "Site web",
    letter: "Lettre d'autorisation",
    signedAt: "signée le",
    sha256: "SHA-256 de la lettre",
    managedBy: "Agence de management du titulaire des droits",
    onBehalfOf: (principal) => `au nom de ${principal} (mandataire autorisé)`,
  },
  templates: {
    dmca: {
      subject: ({ reference, urlCount, recipient }) => `Notification DMCA ${reference} : ${urls(urlCount)} sur ${recipient}`,
      intro: ({ principal }) =>
        `Ceci est une notification de contrefaçon présumée au titre du Digital Millennium Copyright Act, 17 U.S.C. § 512(c)(3), envoyée au nom de ${principal}, titulaire des droits exclusifs sur les œuvres identifiées ci-dessous. Nous vous prions de retirer le matériel ou d'en bloquer l'accès à chaque URL indiquée ci-dessous.`,
      headings: {
        work: "1. Œuvre protégée (§ 512(c)(3)(A)(ii))",
        material: "2. Matériel contrefaisant (§ 512(c)(3)(A)(iii))",
        contact: "3. Coordonnées (§ 512(c)(3)(A)(iv))",
        good_faith: "4. Déclaration de bonne foi (§ 512(c)(3)(A)(v))",
        accuracy: "5. Déclaration d'exactitude et de pouvoir (§ 512(c)(3)(A)(vi))",
        authority: "6. Pouvoir d'agir",
        signature: "7. Signature (§ 512(c)(3)(A)(i))",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () =>
          "Je déclare, sous peine de parjure (under penalty of perjury), que les informations de cette notification sont exactes et que je suis autorisé à agir au nom du titulaire d'un droit exclusif prétendument violé.",
      },
    },
    dsa: {
      subject: ({ reference, urlCount, recipient }) => `Notification au titre de l'art. 16 DSA ${reference} : ${urls(urlCount)} sur ${recipient}`,
      intro: ({ principal }) =>
        `Ceci est une notification de contenu illicite au titre de l'article 16 du règlement (UE) 2022/2065 (règlement sur les services numériques), envoyée par le mandataire autorisé de ${principal}. Nous vous prions de retirer le contenu ou d'en bloquer l'accès à chaque URL indiquée ci-dessous.`,
      headings: {
        reasons: "(a) Raisons pour lesquelles le contenu est illicite",
        material: "(b) Emplacement électronique exact du contenu",
        notifier: "(c) Nom et adresse e-mail de l'auteur de la notification",
        good_faith: "(d) Déclaration de bonne foi",
        accuracy: "Déclaration d'exactitude et de pouvoir",
        authority: "Pouvoir d'agir",
        signature: "Signature",
      },
      statements: {
        reasons: ({ principal }) =>
          `Le contenu aux URL indiquées reproduit les œuvres protégées de ${principal} décrites ici, sans l'autorisation du ou de la titulaire des droits. ${principal} ne publie ces œuvres que sur les pages officielles indiquées. Leur mise à disposition du public sans autorisation porte atteinte au droit de communication au public (article 3 de la directive 2001/29/CE) et est illicite selon le droit d'auteur de chaque État membre.`,
        good_faith: () => `Je confirme ma conviction de bonne foi que les informations et allégations contenues dans cette notification sont exactes et complètes. ${goodFaith}`,
        accuracy: () => "Je déclare, sous peine de parjure (under penalty of perjury), que je suis autorisé à agir au nom du ou de la titulaire des droits.",
      },
    },
    delisting: {
      subject: ({ reference, urlCount, recipient }) => `Demande de déréférencement ${reference} : ${urls(urlCount)} dans les résultats de ${recipient}`,
      intro: ({ principal }) =>
        `Au nom de ${principal}, titulaire des droits d'auteur, nous vous demandons de retirer de vos résultats de recherche les URL indiquées ci-dessous : elles mènent à des copies des œuvres de ${principal} publiées sans autorisation.`,
      headings: {
        work: "1. Œuvre protégée",
        material: "2. URL à retirer des résultats de recherche",
        contact: "3. Coordonnées",
        good_faith: "4. Déclaration de bonne foi",
        accuracy: "5. Déclaration d'exactitude et de pouvoir",
        authority: "6. Pouvoir d'agir",
        signature: "7. Signature",
      },
      statements: {
        good_faith: () => goodFaith,
        accuracy: () =>
          "Je déclare, sous peine de parjure (under penalty of perjury), que les informations de cette demande sont exactes et que je suis autorisé à agir au nom du ou de la titulaire des droits d'auteur.",
      },
    },
    impersonation: {
      subject: ({ reference, itemCount, recipient }) => `Signalement d'usurpation d'identité ${reference} : ${itemCount === 1 ? "1 profil" : `${itemCount} profils`} sur ${recipient}`,
      intro: ({ principal }) =>
        `Nous signalons des comptes de votre service qui usurpent l'identité de ${principal}, que nous représentons en tant que mandataire autorisé. Les profils ci-dessous utilisent le nom, les images ou le contenu de ${principal} pour se faire passer pour ${principal}. Nous vous prions de les supprimer.`,
      headings: {
        work: "1. Les comptes authentiques",
        material: "2. Profils usurpant l'identité",
        contact: "3. Coordonnées",
        accuracy: "4. Déclaration",
        authority: "5. Pouvoir d'agir",
        signature: "6. Signature",
      },
      statements: {
        accuracy: ({ principal }) =>
          `Je déclare que les informations de ce signalement sont exactes, que les profils indiqués ne sont exploités ni par ${principal} ni avec son autorisation, et que je suis autorisé à agir au nom de ${principal}.`,
      },
    },
  },
};
