// The web forms through which sites take notices (a site's /dmca, findr's /legal/delist): fields
// name, email, urls (one a line), statement, reference. A submission is filed like a mail to the
// site's mailbox and answered "Thank you. Your submission reference is WF-<n>."; its owner replies
// by e-mail to the form's `email`.
import type { Context } from "hono";
import { documentShell, escapeHtml } from "./html";
import type { MailService } from "./mail-service";
import type { WorldSite } from "../world/world-types";

export interface FormCounter {
  next(): number;
}

export function createFormCounter(): FormCounter {
  let n = 0;
  return { next: () => ++n };
}

export function noticeFormPage(site: WorldSite, action: string): string {
  return documentShell(
    site.name,
    "Report content",
    `<form method="post" action="${action}"><input name="name"><input name="email" type="email"><textarea name="urls"></textarea>
<textarea name="statement"></textarea><input name="reference"><button>Send</button></form><p>Or write to ${escapeHtml(site.dmcaEmail)}</p>`,
  );
}

export async function submitNoticeForm(c: Context, site: WorldSite, mail: MailService, counter: FormCounter): Promise<Response> {
  const form = await c.req.parseBody();
  const field = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
  const [name, email, urls, statement, reference] = ["name", "email", "urls", "statement", "reference"].map(field);
  if (!urls) return c.html(documentShell(site.name, "Missing field", "<p>Please list the URLs of the material (field urls).</p>"), 400);
  if (!email) return c.html(documentShell(site.name, "Missing field", "<p>Please give your e-mail address (field email).</p>"), 400);
  const submission = `WF-${counter.next()}`;
  const text = [`Web form submission ${submission}`, `Name: ${name}`, `E-mail: ${email}`, reference ? `Reference: ${reference}` : "", "URLs:", urls, "", statement]
    .filter((line, i) => line !== "" || i === 6)
    .join("\n");
  mail.receive({ to: site.dmcaEmail, from: email, replyTo: email, subject: reference ? `${reference} (${submission})` : `Web form submission ${submission}`, text, via: "webform" });
  return c.html(documentShell(site.name, "Thank you", `<p class="confirmation">Thank you. Your submission reference is ${submission}.</p>`), 200);
}
