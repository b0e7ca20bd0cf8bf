// The exact sentences the sandbox's owners write. packages/takedown's reply parser reads these, so
// they change only together with it (docs/sandbox-owners.md).

export type ReplyLanguage = "en" | "de";

export const replyWording = {
  ack: (ticket: string, lang: ReplyLanguage = "en") =>
    lang === "de"
      ? `Vielen Dank für Ihre Meldung. Ihre Ticketnummer lautet #${ticket}. Wir prüfen die gemeldeten Inhalte.`
      : `Thank you for your notice. Your ticket number is #${ticket}. We will review the reported material.`,
  removed: (ticket: string, lang: ReplyLanguage = "en") =>
    lang === "de" ? `Die gemeldeten Inhalte wurden entfernt. Ticket #${ticket}.` : `The material at the URLs you reported has been removed. Ticket #${ticket}.`,
  delisted: (ticket: string) => `The URLs have been removed from our search results. Ticket #${ticket}.`,
  rejected: (ticket: string, reason: string, lang: ReplyLanguage = "en") =>
    lang === "de" ? `Wir können Ihre Meldung nicht bearbeiten: ${reason}. Ticket #${ticket}.` : `We cannot process your notice: ${reason}. Ticket #${ticket}.`,
  counterNotice: (ticket: string) =>
    `We have received a counter-notification from the uploader. Under 17 U.S.C. 512(g) the material will be restored in 10 business days unless you file an action. Ticket #${ticket}.`,
  forwarded: (hostName: string, abuseEmail: string) =>
    `We are a pass-through CDN and do not host this content. We have forwarded your complaint to the hosting provider: ${hostName}, abuse contact ${abuseEmail}.`,
  noUrls: (lang: ReplyLanguage = "en") =>
    lang === "de" ? "die Meldung nennt keine genaue URL von Inhalten bei uns" : "the notice does not name the exact URL of any material on our service",
};
