// Sending a notice survives the failures of the real world (issue 12): an SMTP outage (the notice
// waits with the reason and goes once the server is back), a worker that dies after the server took
// the message (the retry sends the same bytes with the same Message-ID, which the receiver keeps
// once, and the notice is recorded sent once), a permanent refusal (failed with the reason), and a
// letter revoked after the request (nothing leaves).
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { digitalSignatures, identityVerifications, noticeEvents, notices } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { startQueue, type Queue } from "@unleak/jobs";
import { and, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { verifyNoticeLog } from "./notice-log";
import { SEND_LEASE_MS, sendNotice } from "./send-notice";
import type { TakedownServices } from "./takedown-services";

const kinds = await testDatabaseKinds();

/** Real time as the test moves it (the clock runs at scale 3600 from it). */
let realTime = Date.parse("2026-11-24T12:00:00Z");

/** A mail server on loopback that keeps each Message-ID once (as ticket systems do) and can be taken down. */
async function startMailServer() {
  const received = new Map<string, { raw: string; copies: number }>();
  let down = false;
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (down) return callback(Object.assign(new Error("Service not available, closing transmission channel"), { responseCode: 421 }));
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (refuse) return callback(Object.assign(new Error(`No such user <${address.address}>`), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const id = /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? "";
        const seen = received.get(id);
        received.set(id, { raw, copies: (seen?.copies ?? 0) + 1 });
        callback(null, "Queued as 42");
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    setDown: (value: boolean) => void (down = value),
    setRefusing: (value: boolean) => void (refuse = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(kinds)("sending notices on $kind", ({ kind, create }) => {
  let database: TestDatabase & { url?: string };
  let queue: Queue;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let services: TakedownServices;
  const userId = `sender-${kind}`;
  let sequence = 0;

  async function queuedNotice(): Promise<string> {
    sequence += 1;
    const messageId = `<UL-SEND${sequence}.test@unleak.test>`;
    const raw = `From: Unleak <takedowns@unleak.test>\r\nTo: dmca@site.example\r\nSubject: DMCA notice UL-SEND${sequence}\r\nMessage-ID: ${messageId}\r\n\r\nThe notice.\r\n`;
    const [row] = await services.db
      .insert(notices)
      .values({
        userId,
        reference: `UL-SEND${sequence}`,
        basis: "dmca",
        recipientKind: "site",
        recipientName: "Site",
        channel: "email",
        address: "dmca@site.example",
        language: "en",
        routeReason: { code: "site_email", params: {} },
        subject: `DMCA notice UL-SEND${sequence}`,
        body: "The notice.",
        raw,
        rawSha256: "0".repeat(64),
        messageId,
        createdAt: services.clock.now(),
      })
      .returning({ id: notices.id });
    return row!.id;
  }

  const noticeOf = async (id: string) => (await services.db.select().from(notices).where(eq(notices.id, id)))[0]!;
  const sentEntries = async (id: string) => services.db.select().from(noticeEvents).where(and(eq(noticeEvents.noticeId, id), eq(noticeEvents.kind, "sent")));

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    await seedCreator(db, { id: userId, email: `${userId}@example.test` });
    await db.insert(digitalSignatures).values({ userId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photos" });
    await db.insert(identityVerifications).values({ userId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    queue = await startQueue(database.url ? { connectionString: database.url } : { executeSql: database.handle.executeSql });
    mail = await startMailServer();
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: mail.port, secure: false, ignoreTLS: true });
    services = {
      db,
      queue,
      clock: createClock({ scale: 3600, realNow: () => realTime }),
      storage: createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-send-")), secret: "s", keys: { current: randomBytes(32) } }),
      agent: { name: "Unleak", address: "1 Loopback Way", email: "takedowns@unleak.test", phone: null, signatory: "Desk", website: null },
      routeLeak: async () => [],
      mail: {
        async send({ from, to, raw }) {
          const info = await transport.sendMail({ envelope: { from: /<([^>]+)>/.exec(from)?.[1] ?? from, to: [to] }, raw });
          return { response: info.response };
        },
      },
      forms: { post: async () => ({ status: 404, body: "no forms here" }) },
      from: "Unleak Takedowns <takedowns@unleak.test>",
      replyDomain: "unleak.test",
      baseUrl: "http://localhost:3000",
    };
  });
  afterAll(async () => {
    await mail?.close();
    await queue?.stop();
    await database?.dispose();
  });

  it("waits through an SMTP outage with the reason, then sends once", async () => {
    const id = await queuedNotice();
    mail.setDown(true);
    await expect(sendNotice(services, id)).rejects.toThrow();
    const waiting = await noticeOf(id);
    expect(waiting.status).toBe("queued");
    expect(waiting.lastError).toMatch(/421|not available/i);
    mail.setDown(false);
    await sendNotice(services, id);
    const sent = await noticeOf(id);
    expect(sent).toMatchObject({ status: "sent", lastError: null, attempts: 2 });
    expect(sent.answer).toMatch(/250.*Queued as 42/);
    expect(mail.received.get(sent.messageId!)?.copies).toBe(1);
    expect(mail.received.get(sent.messageId!)?.raw).toContain("The notice.");
    expect(await sentEntries(id)).toHaveLength(1);
  });

  it("records a notice sent once when its worker died after the server took it", async () => {
    const id = await queuedNotice();
    await expect(sendNotice(services, id, { afterSend: () => { throw new Error("worker killed"); } })).rejects.toThrow("worker killed");
    expect((await noticeOf(id)).status).toBe("sending");
    await sendNotice(services, id); // a retry while the dead worker's claim holds: nothing leaves
    expect(mail.received.get((await noticeOf(id)).messageId!)?.copies).toBe(1);
    realTime += SEND_LEASE_MS + 1_000;
    await sendNotice(services, id); // the claim expired: the retry sends
    await sendNotice(services, id); // a late duplicate job: nothing leaves again
    const notice = await noticeOf(id);
    expect(notice.status).toBe("sent");
    // The same bytes under the same Message-ID: the receiver keeps one message.
    expect([...mail.received.keys()].filter((key) => key === notice.messageId)).toHaveLength(1);
    expect(mail.received.get(notice.messageId!)?.copies).toBe(2);
    expect(await sentEntries(id)).toHaveLength(1);
    expect(await verifyNoticeLog(services.db, userId)).toMatchObject({ intact: true });
  });

  it("lets one of two simultaneous jobs for a notice send it", async () => {
    const id = await queuedNotice();
    await Promise.all([sendNotice(services, id), sendNotice(services, id), sendNotice(services, id)]);
    const notice = await noticeOf(id);
    expect(notice).toMatchObject({ status: "sent", attempts: 1 });
    expect(mail.received.get(notice.messageId!)?.copies).toBe(1);
  });

  it("fails a notice the server refuses for good, with the reason", async () => {
    const id = await queuedNotice();
    mail.setRefusing(true);
    await sendNotice(services, id);
    mail.setRefusing(false);
    const notice = await noticeOf(id);
    expect(notice.status).toBe("failed");
    expect(notice.lastError).toMatch(/550|No such user/);
  });

  it("sends nothing once the letter was revoked after the request", async () => {
    const id = await queuedNotice();
    await services.db.update(digitalSignatures).set({ revokedAt: new Date(), isValid: false }).where(eq(digitalSignatures.userId, userId));
    await sendNotice(services, id);
    const notice = await noticeOf(id);
    expect(notice).toMatchObject({ status: "failed", lastError: "authorisation missing: letter" });
    expect(mail.received.get(notice.messageId!)).toBeUndefined();
  });
});
