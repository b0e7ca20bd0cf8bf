// Helpers for the scan integration tests: reading a server-sent events stream, waiting for a
// scan to finish, signing up verified users and reading links from the mail outbox.
import { type Scan, scanRoutes } from "@unleak/contracts";
import { mailOutbox, user } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import { readFileSync } from "node:fs";
import path from "node:path";
import { answerOf } from "./answers";
import type { TestBrowser, TestServer } from "./test-server";

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads events until one named in `until` arrives (or the stream ends). */
export async function readEvents(response: Response, until: string[] = ["completed", "failed"], timeoutMs = 60_000): Promise<SseEvent[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? "message";
        const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? "";
        if (event === "ping") continue;
        events.push({ event, data: data ? JSON.parse(data) : {} });
        if (until.includes(event)) return events;
      }
    }
    return events;
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

export async function waitForScan(browser: TestBrowser, scanId: string, timeoutMs = 90_000): Promise<Scan> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const scan = await answerOf(scanRoutes.get, await browser.request(`/api/scans/${scanId}`), 200);
    if (scan.status === "completed" || scan.status === "failed") return scan;
    if (Date.now() > deadline) throw new Error(`scan ${scanId} still ${scan.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function latestMail(server: TestServer, to: string) {
  const [mail] = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return mail;
}

export function linkIn(text: string): string {
  const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
  return url.pathname + url.search;
}

export const password = "Correct-horse-9";

/** Signs up and verifies through the mailed link (which signs the browser in). */
export async function signUpVerified(server: TestServer, email: string, browser: TestBrowser = server.browser(), name = "Nova Quill"): Promise<[TestBrowser, string]> {
  await browser.request("/api/auth/sign-up/email", { json: { email, password, name } });
  const mail = await latestMail(server, email);
  await browser.request(linkIn(mail.text));
  await browser.request("/api/auth/sign-in/email", { json: { email, password } });
  const [row] = await server.runtime.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return [browser, row.id];
}

/** Uploads the sandbox demo creator's reference pictures as the signed-in creator's references, each checked stored. */
export async function uploadReferencePictures(browser: TestBrowser, files: string[]): Promise<void> {
  for (const file of files) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(readFileSync(file))], { type: "image/jpeg" }), path.basename(file));
    const response = await browser.request("/api/references", { method: "POST", body: form });
    if (response.status !== 201) throw new Error(`reference ${path.basename(file)} refused: HTTP ${response.status}`);
  }
}
