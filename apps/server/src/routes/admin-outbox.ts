// The mail outbox, for administrators only. In embedded mode without SMTP this is where
// verification and reset mails wait (their links are also printed on the console), and so do the
// SMS codes of phone sign-ups (channel "sms", ADR 022); core's policy keeps it to administrators.
import { adminRoutes as contract } from "@unleak/contracts";
import { listOutbox } from "@unleak/core/mail/list-outbox";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const adminOutboxRoutes = contractRouter().openapi(route(contract.outbox), async (c) => {
  const { db, mailer } = c.get("services");
  return c.json(await listOutbox({ db, actor: requireActor(c), mode: mailer.mode }), 200);
});
