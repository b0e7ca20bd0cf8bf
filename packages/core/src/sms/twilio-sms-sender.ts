// SMS through Twilio's Messages API (ADR 022): a form post to
// /2010-04-01/Accounts/{AccountSid}/Messages.json with basic auth. Each message is recorded in the
// outbox first (channel "sms") and marked sent or failed, like mail. A failed send is logged, not
// thrown: the caller's answer must not depend on the gateway (nor tell whether a number exists).
import { type Database, mailOutbox } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { SmsSender } from "./sms-sender";

export interface TwilioOptions {
  db: Database;
  accountSid: string;
  authToken: string;
  /** A sender number (E.164) or a Messaging Service SID ("MG…"). */
  from: string;
  apiUrl: string;
}

export function createTwilioSmsSender({ db, accountSid, authToken, from, apiUrl }: TwilioOptions): SmsSender {
  const endpoint = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  return {
    mode: "twilio",
    async send({ to, text }) {
      const [row] = await db.insert(mailOutbox).values({ channel: "sms", to, subject: "", text, status: "queued" }).returning({ id: mailOutbox.id });
      const form = new URLSearchParams({ To: to, Body: text });
      form.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
      try {
        const response = await fetch(endpoint, { method: "POST", body: form, headers: { authorization }, signal: AbortSignal.timeout(10_000) });
        if (!response.ok) throw new Error(`Twilio answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
        await db.update(mailOutbox).set({ status: "sent", sentAt: new Date(), error: null }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const message = (error as Error).message;
        console.error(`[sms] sending to ${to} through Twilio failed:`, message);
        await db.update(mailOutbox).set({ status: "failed", error: message }).where(eq(mailOutbox.id, row.id));
      }
      return row.id;
    },
  };
}
