// The mail outbox, for a developer running the embedded mode without SMTP: every verification
// and reset link can be opened from here. Not mounted when SMTP is configured.
import { mailOutbox } from "@unleak/db";
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../http/context";
import { languageOf, translator } from "../i18n";

async function latestMails(c: { get: (key: "services") => AppEnv["Variables"]["services"] }) {
  return c.get("services").db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
}

const linkify = (text: string) =>
  text
    .replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export const devOutboxRoutes = new Hono<AppEnv>()
  .get("/api/dev/outbox", async (c) => c.json({ mails: await latestMails(c) }))
  .get("/dev/outbox", async (c) => {
    const t = translator(languageOf(c.req.raw));
    const mails = await latestMails(c);
    return c.html(html`<!doctype html>
      <html lang="${languageOf(c.req.raw)}">
        <head><meta charset="utf-8" /><title>${t("mail:outbox.title")}</title>
          <style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#111}
          article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}
          .meta{color:#555;font-size:.9rem}</style></head>
        <body>
          <h1>${t("mail:outbox.title")}</h1>
          <p>${t("mail:outbox.intro")}</p>
          ${mails.length === 0 ? html`<p>${t("mail:outbox.empty")}</p>` : ""}
          ${mails.map(
            (m) => html`<article data-testid="outbox-mail">
              <div class="meta">${t("mail:outbox.to")}: <strong>${m.to}</strong> · ${m.createdAt.toISOString()} · ${m.status}</div>
              <h2>${m.subject}</h2>
              <pre>${raw(linkify(m.text))}</pre>
            </article>`,
          )}
        </body>
      </html>`);
  });
