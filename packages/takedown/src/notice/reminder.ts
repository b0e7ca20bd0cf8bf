// A wave notice (issue 13): the complete notice again, opened by a paragraph that names the earlier
// notice it follows up (reference and date) and, for a recipient new to the case (a hosting
// provider, a CDN, a payment processor, the domain's registrar), why it now receives it. In the
// recipient's language.
import type { RecipientKind } from "@unleak/contracts";
import type { ComposedNotice, NoticeLanguage } from "../types";

export interface FollowUp {
  /** reminder: the same recipient again; escalation: a recipient further up (host, CDN). */
  kind: "reminder" | "escalation";
  previousReference: string;
  previousSentAt: Date;
  /** Who got the earlier notice (for an escalation: the site). */
  previousRecipient: string;
  /** Who receives this one; an escalation says why it is theirs to act on (default: a host). */
  recipientKind?: RecipientKind;
}

type Role = "host" | "payment_processor" | "registrar";
const roleOf = (kind: RecipientKind | undefined): Role => (kind === "payment_processor" || kind === "registrar" ? kind : "host");

/** Why a recipient new to the case receives the notice, per language. */
const roles: Record<NoticeLanguage, Record<Role, string>> = {
  en: {
    host: "You provide the hosting or network service for the material listed below; we ask you to remove or disable access to it.",
    payment_processor: "You process payments for the service that distributes the material listed below; we ask you to act on this infringement under your rules for merchants.",
    registrar: "You are the registrar of the domain name under which the material listed below is available; we ask you to act on this abuse report under your abuse policy.",
  },
  de: {
    host: "Sie erbringen den Hosting- oder Netzwerkdienst für das unten aufgeführte Material; wir bitten Sie, es zu entfernen oder den Zugang zu sperren.",
    payment_processor: "Sie wickeln die Zahlungen des Dienstes ab, der das unten aufgeführte Material verbreitet; wir bitten Sie, nach Ihren Regeln für Händler gegen diese Rechtsverletzung vorzugehen.",
    registrar: "Sie sind der Registrar des Domainnamens, unter dem das unten aufgeführte Material abrufbar ist; wir bitten Sie, diese Missbrauchsmeldung nach Ihrer Missbrauchsrichtlinie zu bearbeiten.",
  },
  es: {
    host: "Usted presta el servicio de alojamiento o de red del material indicado abajo; le pedimos que lo retire o bloquee el acceso.",
    payment_processor: "Usted procesa los pagos del servicio que distribuye el material indicado abajo; le pedimos que actúe contra esta infracción conforme a sus normas para comercios.",
    registrar: "Usted es el registrador del nombre de dominio bajo el que está disponible el material indicado abajo; le pedimos que atienda este informe de abuso conforme a su política de abuso.",
  },
  fr: {
    host: "Vous fournissez le service d'hébergement ou de réseau du contenu indiqué ci-dessous ; nous vous demandons de le retirer ou d'en bloquer l'accès.",
    payment_processor: "Vous traitez les paiements du service qui diffuse le contenu indiqué ci-dessous ; nous vous demandons d'agir contre cette atteinte selon vos règles applicables aux commerçants.",
    registrar: "Vous êtes le bureau d'enregistrement du nom de domaine sous lequel le contenu indiqué ci-dessous est accessible ; nous vous demandons de traiter ce signalement d'abus selon votre politique en la matière.",
  },
};

const day = (date: Date) => date.toISOString().slice(0, 10);

const wording: Record<NoticeLanguage, { reminder: (f: FollowUp) => string; escalation: (f: FollowUp) => string; subject: (f: FollowUp) => string }> = {
  en: {
    subject: (f) => (f.kind === "reminder" ? "Reminder" : "Escalation"),
    reminder: (f) => `REMINDER. Our notice ${f.previousReference} of ${day(f.previousSentAt)} has not been acted on: the material listed below is still available. Please remove or disable access to it without further delay.`,
    escalation: (f) => `ESCALATION. Our notice ${f.previousReference} of ${day(f.previousSentAt)} to ${f.previousRecipient} has not been acted on. ${roles.en[roleOf(f.recipientKind)]}`,
  },
  de: {
    subject: (f) => (f.kind === "reminder" ? "Erinnerung" : "Eskalation"),
    reminder: (f) => `ERINNERUNG. Unsere Meldung ${f.previousReference} vom ${day(f.previousSentAt)} wurde nicht bearbeitet: Das unten aufgeführte Material ist weiterhin abrufbar. Bitte entfernen Sie es oder sperren Sie den Zugang ohne weitere Verzögerung.`,
    escalation: (f) => `ESKALATION. Unsere Meldung ${f.previousReference} vom ${day(f.previousSentAt)} an ${f.previousRecipient} wurde nicht bearbeitet. ${roles.de[roleOf(f.recipientKind)]}`,
  },
  es: {
    subject: (f) => (f.kind === "reminder" ? "Recordatorio" : "Escalado"),
    reminder: (f) => `RECORDATORIO. Nuestro aviso ${f.previousReference} del ${day(f.previousSentAt)} no ha sido atendido: el material indicado abajo sigue disponible. Le rogamos que lo retire o bloquee el acceso sin más demora.`,
    escalation: (f) => `ESCALADO. Nuestro aviso ${f.previousReference} del ${day(f.previousSentAt)} a ${f.previousRecipient} no ha sido atendido. ${roles.es[roleOf(f.recipientKind)]}`,
  },
  fr: {
    subject: (f) => (f.kind === "reminder" ? "Rappel" : "Escalade"),
    reminder: (f) => `RAPPEL. Notre notification ${f.previousReference} du ${day(f.previousSentAt)} n'a pas été suivie d'effet : le contenu indiqué ci-dessous est toujours accessible. Veuillez le retirer ou en bloquer l'accès sans délai.`,
    escalation: (f) => `ESCALADE. Notre notification ${f.previousReference} du ${day(f.previousSentAt)} à ${f.previousRecipient} n'a pas été suivie d'effet. ${roles.fr[roleOf(f.recipientKind)]}`,
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
