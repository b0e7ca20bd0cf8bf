// What the partner programme's mails need (issue 19): the mailer and the applicant's texts, in the
// language the application was sent in.
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";

export interface PartnerMail {
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** The app's address, for links in the mails. */
  appUrl: string;
}

export async function mailPartnerApplicant(mail: PartnerMail, to: { email: string; language: string }, key: "received" | "approved" | "rejected", values: Record<string, string>): Promise<void> {
  const t = mail.translatorFor(to.language);
  const all = { ...values, partnersUrl: `${mail.appUrl}/partners`, oauthClientsUrl: `${mail.appUrl}/oauth-clients`, affiliatesUrl: `${mail.appUrl}/affiliates` };
  await mail.mailer.send({ to: to.email, subject: t(`partners:mail.${key}.subject`, all), text: t(`partners:mail.${key}.text`, all) });
}
