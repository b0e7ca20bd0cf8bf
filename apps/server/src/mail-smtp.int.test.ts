import { mailOutbox } from "@unleak/db";
import { createPgliteTestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { startTestServer } from "./testing/test-server";

/** A real SMTP listener on loopback that fails its first delivery, as a flaky server would. */
async function startSmtp() {
  const received: string[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        attempts += 1;
        if (attempts === 1) return callback(new Error("451 try again later"));
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("mail over SMTP", () => {
  it("delivers the verification mail through the queue, retrying a failed delivery", async () => {
    const smtp = await startSmtp();
    const database = await createPgliteTestDatabase();
    const server = await startTestServer(database, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      // Retries are quick in the test: shorten the queue's delay for this job.
      await server.runtime.queue.boss.updateQueue("mail-deliver", { name: "mail-deliver", retryLimit: 5, retryDelay: 1, retryBackoff: false });
      const signUp = await server.browser().request("/api/auth/sign-up/email", { json: { email: "smtp@example.test", password: "Correct-horse-9", name: "Smtp User" } });
      expect(signUp.status).toBe(200);
      await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 250 }).toBe(1);
      expect(smtp.received[0]).toContain("smtp@example.test");
      // The body is quoted-printable: undo soft line breaks and encoded "=" before reading the link.
      const body = smtp.received[0].replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      expect(body).toMatch(/http:\/\/localhost:3999\/api\/auth\/verify-email\?token=/);
      await expect
        .poll(async () => (await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "smtp@example.test")))[0]?.status, { timeout: 10_000 })
        .toBe("sent");
      // The old public outbox is gone in every mode.
      expect(await (await server.browser().request("/api/dev/outbox")).text()).not.toContain("smtp@example.test");
    } finally {
      await server.stop();
      await database.dispose();
      await smtp.close();
    }
  });
});
