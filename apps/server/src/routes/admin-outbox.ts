// The mail outbox, for administrators only: every message the product wrote, newest first. In
// embedded mode without SMTP this is where verification and reset mails wait (their links are
// also printed on the console), and so do the SMS codes of phone sign-ups (channel "sms", ADR 022);
// it holds password-reset links and codes, so nobody else may read it.
import { mailOutbox } from "@unleak/db";
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { requireAdmin } from "../http/session";

const OUTBOX_PAGE_SIZE = 100;

export const adminOutboxRoutes = new Hono<AppEnv>().get("/outbox", async (c) => {
  requireAdmin(c);
  const { db, mailer } = c.get("services");
  const mails = await db
    .select({
      id: mailOutbox.id,
      channel: mailOutbox.channel,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(OUTBOX_PAGE_SIZE);
  return c.json({ mode: mailer.mode, mails });
});
