// The mail that carries a creator's invitation link, in the inviter's language (the server passes
// its translator and builds the link to the web app's /agency-invitation page).
import { CREATOR_INVITATION_DAYS } from "@unleak/contracts";
import type { Mailer } from "../../mail/mailer";
import type { Translate } from "../../mail/translate";

export interface InvitationMail {
  mailer: Mailer;
  /** `mail:agencyInvitation.*` in the inviter's language. */
  translate: Translate;
  invitationUrl: (token: string) => string;
}

export async function sendInvitationMail({ mailer, translate, invitationUrl }: InvitationMail, to: string, agencyName: string, token: string): Promise<void> {
  const values = { agency: agencyName, url: invitationUrl(token), days: CREATOR_INVITATION_DAYS };
  await mailer.send({ to, subject: translate("mail:agencyInvitation.subject", values), text: translate("mail:agencyInvitation.text", values) });
}
