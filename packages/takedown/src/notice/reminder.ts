// A wave notice (issue 13): the complete notice again, opened by a paragraph that names the earlier
// notice it follows up (reference and date) and, for a recipient new to the case (a hosting
// provider, a CDN), why it now receives it. In the recipient's language.
import type { ComposedNotice, NoticeLanguage } from "../types";

export interface FollowUp {
  /** reminder: the same recipient again; escalation: a recipient further up (host, CDN). */
  kind: "reminder" | "escalation";
  previousReference: string;
  previousSentAt: Date;
  /** Who got the earlier notice (for an escalation: the site). */
  previousRecipient: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const wording: Record<NoticeLanguage, { reminder: (f: FollowUp) => string; escalation: (f: FollowUp) => string; subject: (f: FollowUp) => string }> = {
  en: {
    subject: (f) => (f.kind === "reminder" ? "Reminder" : "Escalation"),
    reminder: (f) => `REMINDER. Our notice ${f.previousReference} of ${day(f.previousSentAt)} has not been acted on: the material listed below is still available. Please remove or disable access to it without further delay.`,
    escalation: (f) => `ESCALATION. Our notice ${f.previousReference} of ${day(f.previousSentAt)} to ${f.previousRecipient} has not been acted on. You provide the hosting or network service for the material listed below; we ask you to remove or disable access to it.`,
  },
  de: {
    subject: (f) => (f.kind === "reminder" ? "Erinnerung" : "Eskalation"),
    reminder: (f) => `ERINNERUNG. Unsere Meldung ${f.previousReference} vom ${day(f.previousSentAt)} wurde nicht bearbeitet: Das unten aufgeführte Material ist weiterhin abrufbar. Bitte entfernen Sie es oder sperren Sie den Zugang ohne weitere Verzögerung.`,
    escalation: (f) => `ESKALATION. Unsere Meldung ${f.previousReference} vom ${day(f.previousSentAt)} an ${f.previousRecipient} wurde nicht bearbeitet. Sie erbringen den Hosting- oder Netzwerkdienst für das unten aufgeführte Material; wir bitten Sie, es zu entfernen oder den Zugang zu sperren.`,
  },
  es: {
    subject: (f) => (f.kind === "reminder" ? "Recordatorio" : "Escalado"),
    reminder: (f) => `RECORDATORIO. Nuestro aviso ${f.previousReference} del ${day(f.previousSentAt)} no ha sido atendido: el material indicado abajo sigue disponible. Le rogamos que lo retire o bloquee el acceso sin más demora.`,
    escalation: (f) => `ESCALADO. Nuestro aviso ${f.previousReference} del ${day(f.previousSentAt)} a ${f.previousRecipient} no ha sido atendido. Usted presta el servicio de alojamiento o de red del material indicado abajo; le pedimos que lo retire o bloquee el acceso.`,
  },
  fr: {
    subject: (f) => (f.kind === "reminder" ? "Rappel" : "Escalade"),
    reminder: (f) => `RAPPEL. Notre notification ${f.previousReference} du ${day(f.previousSentAt)} n'a pas été suivie d'effet : le contenu indiqué ci-dessous est toujours accessible. Veuillez le retirer ou en bloquer l'accès sans délai.`,
    escalation: (f) => `ESCALADE. Notre notification ${f.previousReference} du ${day(f.previousSentAt)} à ${f.previousRecipient} n'a pas été suivie d'effet. Vous fournissez le service d'hébergement ou de réseau du contenu indiqué ci-dessous ; nous vous demandons de le retirer ou d'en bloquer l'accès.`,
  },
};

/** The composed notice opened by its follow-up paragraph; the elements stay those of the full notice below. */
export function withFollowUp(composed: ComposedNotice, language: NoticeLanguage, followUp: FollowUp): ComposedNotice {
  const words = wording[language];
  return {
    subject: `${words.subject(followUp)}: ${composed.subject}`,
    text: `${words[followUp.kind](followUp)}\n\n${composed.text}`,
    elements: composed.elements,
  };
}
