import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../start-sandbox";
import { completeNotice, sendNotice, startReplyRelay, until, type ReplyRelayServer } from "../testing/reply-relay";
import type { Sandbox } from "../types";

let sandbox: Sandbox;
let relay: ReplyRelayServer;

beforeAll(async () => {
  [sandbox, relay] = await Promise.all([startSandbox({ seed: 1 }), startReplyRelay()]);
});
afterAll(async () => {
  await sandbox?.close();
  await relay?.close();
});

const leakOf = (siteId: string) => sandbox.truth.find((p) => p.siteId === siteId && p.kind === "picture-leak")!;

async function mailService(path: string, body?: object) {
  const response = await request(`http://127.0.0.1:${sandbox.port}${path}`, {
    method: body ? "POST" : "GET",
    body: body ? JSON.stringify(body) : undefined,
    headers: { host: `mail.localhost:${sandbox.port}`, "content-type": "application/json" },
  });
  return { status: response.statusCode, json: (await response.body.json()) as Record<string, unknown> };
}

describe("the sandbox's SMTP server", () => {
  it("stores a notice with the headers threading needs and hands it to the site's owner", async () => {
    const leak = leakOf("vidleakr");
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: "dmca@vidleakr.example", replyTo: "replies@unleak.example", text: completeNotice([leak.url]) });
    const [mail] = sandbox.mailboxes.list("dmca@vidleakr.example").filter((m) => m.messageId === messageId);
    expect(mail).toMatchObject({ from: "notices@unleak.example", replyTo: "replies@unleak.example", via: "smtp", actionableUrls: [leak.url], duplicates: 0 });
    expect(sandbox.takedowns.list().map((t) => t.url)).toContain(leak.url);
  });

  it("refuses mail for a domain that is not the sandbox's", async () => {
    await expect(sendNotice(sandbox.services.smtp, { to: "someone@elsewhere.example", text: "hello" })).rejects.toMatchObject({ responseCode: 550 });
  });

  it("stores a notice sent twice with the same Message-ID once and counts the copy", async () => {
    const leak = leakOf("reeltube");
    const notice = { to: "dmca@reeltube.example", text: completeNotice([leak.url]), messageId: "<dedupe-1@unleak.example>" };
    await sendNotice(sandbox.services.smtp, notice);
    await sendNotice(sandbox.services.smtp, notice);
    const stored = sandbox.mailboxes.list("dmca@reeltube.example").filter((m) => m.messageId === "<dedupe-1@unleak.example>");
    expect(stored).toHaveLength(1);
    expect(stored[0].duplicates).toBe(1);
    const acks = [...sandbox.outbox.list(), ...sandbox.outbox.sent()].filter((reply) => reply.inReplyTo === "<dedupe-1@unleak.example>");
    expect(acks).toHaveLength(1);
  });

  it("answers 421 during an outage, so the sender must retry, and accepts again afterwards", async () => {
    const leak = leakOf("streamhub");
    sandbox.smtp.setDown(true);
    await expect(sendNotice(sandbox.services.smtp, { to: "dmca@streamhub.example", text: completeNotice([leak.url]) })).rejects.toMatchObject({ responseCode: 421 });
    expect(sandbox.mailboxes.list("dmca@streamhub.example")).toHaveLength(0);
    sandbox.smtp.setDown(false);
    await sendNotice(sandbox.services.smtp, { to: "dmca@streamhub.example", text: completeNotice([leak.url]) });
    expect(sandbox.mailboxes.list("dmca@streamhub.example")).toHaveLength(1);
  });

  it("keeps replies in the outbox until a relay is set, then sends them as threaded replies", async () => {
    const waiting = sandbox.outbox.list();
    expect(waiting.length).toBeGreaterThan(0);
    const first = sandbox.mailboxes.list("dmca@vidleakr.example")[0];
    expect((await mailService("/_relay", { host: relay.host, port: relay.port })).status).toBe(200);
    const reply = await relay.waitFor((mail) => mail.inReplyTo === first.messageId);
    expect(reply.subject).toBe("Re: DMCA notice");
    expect(reply.to && !Array.isArray(reply.to) ? reply.to.text : "").toBe("replies@unleak.example");
    expect(reply.from?.text).toBe("dmca@vidleakr.example");
    expect(reply.references).toContain(first.messageId);
    expect(reply.text).toMatch(/^Thank you for your notice\. Your ticket number is #TKT-\d+\. We will review the reported material\./);
    expect(reply.text).toContain("> /s/ Ada Agent, Unleak Notices");
    await until(() => sandbox.outbox.list().length === 0);
    expect(sandbox.outbox.sent().length).toBeGreaterThanOrEqual(waiting.length);
  });

  it("keeps a reply while the relay fails and delivers it once a working relay is set", async () => {
    const dead = await startReplyRelay();
    await dead.close();
    sandbox.setReplyRelay({ host: dead.host, port: dead.port });
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: "dmca@fanleak.example", text: completeNotice([leakOf("fanleak").url]) });
    await until(() => sandbox.outbox.list().some((reply) => reply.inReplyTo === messageId && reply.lastError !== undefined));
    sandbox.setReplyRelay({ host: relay.host, port: relay.port });
    await relay.waitFor((mail) => mail.inReplyTo === messageId);
    await until(() => sandbox.outbox.sent().some((reply) => reply.inReplyTo === messageId));
    expect(sandbox.outbox.list().filter((reply) => reply.inReplyTo === messageId)).toEqual([]);
    expect(relay.replies.filter((mail) => mail.inReplyTo === messageId)).toHaveLength(1);
  });

  it("serves its addresses at /_services", async () => {
    const { json } = await mailService("/_services");
    expect(json).toEqual(sandbox.services);
    expect(sandbox.services.rdapBaseUrl).toBe(`http://rdap.localhost:${sandbox.port}`);
    expect(sandbox.services.dns).toMatch(/^127\.0\.0\.1:\d+$/);
  });
});

describe("start-up and close", () => {
  it("leave no open servers, sockets or timers behind", async () => {
    const handles = () => process.getActiveResourcesInfo().filter((r) => /TCP|UDP|Timeout/.test(r)).length;
    const before = handles();
    const extra = await startSandbox({ seed: 3 });
    await sendNotice(extra.services.smtp, { to: "dmca@vidleakr.example", text: completeNotice([extra.truth.find((p) => p.siteId === "vidleakr")!.url]) });
    await extra.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(handles()).toBeLessThanOrEqual(before);
  });
});
