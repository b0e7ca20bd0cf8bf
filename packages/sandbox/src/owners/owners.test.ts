import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParsedMail } from "mailparser";
import { startSandbox } from "../start-sandbox";
import { layouts } from "../web/layouts";
import { completeNotice, fastClock, sendNotice, startReplyRelay, until, type ReplyRelayServer } from "../testing/reply-relay";
import type { Sandbox } from "../types";

// One simulated hour passes per real millisecond.
const clock = fastClock(3_600_000);
const DAY_MS = 24 * 3_600_000;
let sandbox: Sandbox;
let relay: ReplyRelayServer;

beforeAll(async () => {
  [sandbox, relay] = await Promise.all([startSandbox({ seed: 1, clock }), startReplyRelay()]);
  sandbox.setReplyRelay({ host: relay.host, port: relay.port });
});
afterAll(async () => {
  await sandbox?.close();
  await relay?.close();
});

const site = (id: string) => sandbox.sites.find((s) => s.id === id)!;
const leakOf = (siteId: string) => sandbox.truth.find((p) => p.siteId === siteId && p.kind === "picture-leak")!;
const repliesTo = (messageId: string) => relay.replies.filter((mail) => mail.inReplyTo === messageId);
const replyTo = (messageId: string, pattern: RegExp) => relay.waitFor((mail) => mail.inReplyTo === messageId && pattern.test(mail.text ?? ""));
const ticketOf = (mail: ParsedMail) => /#(TKT-\d+)/.exec(mail.text ?? "")![1];
/** Waits until `simulatedMs` of simulated time have passed. */
const pass = async (simulatedMs: number) => {
  const end = clock.now().getTime() + simulatedMs;
  await until(() => clock.now().getTime() >= end);
};

async function http(siteId: string, path: string, form?: Record<string, string>) {
  const response = await request(`http://127.0.0.1:${sandbox.port}${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form).toString() : undefined,
    headers: { host: `${siteId}.localhost:${sandbox.port}`, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
  });
  return { status: response.statusCode, text: await response.body.text() };
}
const pathOf = (url: string) => new URL(url).pathname;

describe("site owners answering notices by e-mail", () => {
  it("compliant: acknowledges at once, removes hours later and says so", async () => {
    const leak = leakOf("vidleakr");
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: site("vidleakr").dmcaEmail, text: completeNotice([leak.url]) });
    const ack = await replyTo(messageId, /^Thank you for your notice\. Your ticket number is #TKT-\d+\./);
    const removed = await replyTo(messageId, /^The material at the URLs you reported has been removed\. Ticket #TKT-\d+\./);
    expect(ticketOf(removed)).toBe(ticketOf(ack));
    expect(sandbox.takedowns.isRemoved(leak.url)).toBe(true);
    expect((await http("vidleakr", pathOf(leak.url))).status).toBe(404);
    expect((await http("vidleakr", `/media/${pathOf(leak.url).split("/").pop()}-0.jpg`)).status).toBe(404);
  });

  it("slow: removes only after a reminder, under the first ticket", async () => {
    const leak = leakOf("tubehaven");
    const first = await sendNotice(sandbox.services.smtp, { to: site("tubehaven").dmcaEmail, text: completeNotice([leak.url]) });
    const ack = await replyTo(first.messageId, /^Thank you for your notice/);
    await pass(2 * DAY_MS);
    expect(sandbox.takedowns.state(leak.url)).toBe("live");
    const reminder = await sendNotice(sandbox.services.smtp, { to: site("tubehaven").dmcaEmail, subject: "Reminder: DMCA notice", text: completeNotice([leak.url]), inReplyTo: first.messageId });
    const removed = await replyTo(reminder.messageId, /has been removed/);
    expect(ticketOf(removed)).toBe(ticketOf(ack));
    expect(sandbox.takedowns.isRemoved(leak.url)).toBe(true);
  });

  it("rejecting: names what an incomplete notice lacks, and acts on a complete one", async () => {
    const leak = leakOf("clipvault");
    const incomplete = await sendNotice(sandbox.services.smtp, { to: site("clipvault").dmcaEmail, text: `Please remove ${leak.url}. I have a good faith belief it infringes.` });
    const rejected = await replyTo(incomplete.messageId, /^We cannot process your notice: /);
    expect(rejected.text).toContain("the statement under penalty of perjury is missing");
    expect(rejected.text).toContain("the signature (/s/ followed by a name) is missing");
    expect(rejected.text).not.toContain("good-faith");
    expect(sandbox.takedowns.state(leak.url)).toBe("live");
    const complete = await sendNotice(sandbox.services.smtp, { to: site("clipvault").dmcaEmail, text: completeNotice([leak.url]) });
    await replyTo(complete.messageId, /has been removed/);
    expect(sandbox.takedowns.isRemoved(leak.url)).toBe(true);
  });

  it("rejects a notice that names no exact URL of the site", async () => {
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: site("fanleak").dmcaEmail, text: completeNotice([`${sandbox.origin("fanleak")}/somewhere`]) });
    await replyTo(messageId, /^We cannot process your notice: the notice does not name the exact URL/);
  });

  it("soft-404: a removed page answers 200 with a 'content removed' page", async () => {
    expect(site("leakhub")).toMatchObject({ owner: "soft-404", removal: "marker" });
    const leak = leakOf("leakhub");
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: site("leakhub").dmcaEmail, text: completeNotice([leak.url]) });
    await replyTo(messageId, /has been removed/);
    const page = await http("leakhub", pathOf(leak.url));
    expect(page.status).toBe(200);
    expect(page.text).toContain(layouts["leak-aggregator"].removedText);
  });

  it("forbidden: 'removes' by answering 403 while the content stays behind it", async () => {
    const leak = leakOf("playleak");
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: site("playleak").dmcaEmail, text: completeNotice([leak.url]) });
    await replyTo(messageId, /has been removed/);
    expect((await http("playleak", pathOf(leak.url))).status).toBe(403);
    expect((await http("playleak", `/media/${pathOf(leak.url).split("/").pop()}-0.jpg`)).status).toBe(200);
    expect(sandbox.takedowns.state(leak.url)).toBe("forbidden");
    expect(sandbox.takedowns.isRemoved(leak.url)).toBe(false);
  });

  it("counter: removes, mails a counter-notice two days later and restores the page 14 days after that", async () => {
    const leak = leakOf("flixdrop");
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: site("flixdrop").dmcaEmail, text: completeNotice([leak.url]) });
    const removed = await replyTo(messageId, /has been removed/);
    const counter = await replyTo(messageId, /^We have received a counter-notification from the uploader\. Under 17 U\.S\.C\. 512\(g\)/);
    expect(ticketOf(counter)).toBe(ticketOf(removed));
    const takedown = sandbox.takedowns.list().find((t) => t.url === leak.url)!;
    expect(takedown.restoreAt!.getTime() - takedown.removeAt.getTime()).toBe(16 * DAY_MS);
    await until(() => sandbox.takedowns.state(leak.url) === "restored");
    expect((await http("flixdrop", pathOf(leak.url))).status).toBe(200);
  });

  it("reuploader: removes, then puts the same picture, re-encoded, back at a new URL listed in its search", async () => {
    const leak = leakOf("motiontube");
    const mediaOf = (url: string) => `/media/${pathOf(url).split("/").pop()}-0.jpg`;
    const removedBytes = (await http("motiontube", mediaOf(leak.url))).text;
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: site("motiontube").dmcaEmail, text: completeNotice([leak.url]) });
    await replyTo(messageId, /has been removed/);
    await until(() => sandbox.truth.some((p) => p.siteId === "motiontube" && p.reference === leak.reference && p.url !== leak.url && p.title.startsWith(leak.title)));
    const again = sandbox.truth.find((p) => p.siteId === "motiontube" && p.url !== leak.url && p.title.startsWith(leak.title))!;
    expect(again).toMatchObject({ kind: "picture-leak", reference: leak.reference });
    // New bytes (another scale and encoding of the same picture): finding it takes a perceptual hash.
    expect(again.transformation).not.toBe(leak.transformation);
    expect((await http("motiontube", pathOf(again.url))).status).toBe(200);
    const copy = await http("motiontube", mediaOf(again.url));
    expect(copy.status).toBe(200);
    expect(copy.text).not.toBe(removedBytes);
    const layout = layouts.tube;
    const search = await http("motiontube", `${layout.searchPath}?${layout.queryParam}=reup`);
    expect(search.text).toContain(pathOf(again.url).split("/").pop());
  });
});

describe("hosting providers and the CDN", () => {
  it("ignoring: the site never answers, its hosting provider removes 12 hours after a notice to its abuse desk", async () => {
    for (const id of ["onlyleaks", "imgchan"]) {
      const leak = leakOf(id);
      const toSite = await sendNotice(sandbox.services.smtp, { to: site(id).dmcaEmail, text: completeNotice([leak.url]) });
      const toHost = await sendNotice(sandbox.services.smtp, { to: site(id).hostAbuseEmail, text: completeNotice([leak.url]) });
      await replyTo(toHost.messageId, /has been removed|wurden entfernt/);
      expect(sandbox.takedowns.list().find((t) => t.url === leak.url)).toMatchObject({ by: "host" });
      const takedown = sandbox.takedowns.list().find((t) => t.url === leak.url)!;
      expect(takedown.removeAt.getTime() - takedown.receivedAt.getTime()).toBe(12 * 3_600_000);
      expect(repliesTo(toSite.messageId)).toEqual([]);
    }
  });

  it("the EU host answers in German", async () => {
    const hosted = sandbox.sites.find((s) => s.hostName === "Rheinwerk Hosting" && s.owner === "compliant")!;
    const leak = leakOf(hosted.id);
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: hosted.hostAbuseEmail, text: completeNotice([leak.url]) });
    await replyTo(messageId, /^Vielen Dank für Ihre Meldung\. Ihre Ticketnummer lautet #TKT-\d+\./);
    await replyTo(messageId, /^Die gemeldeten Inhalte wurden entfernt\. Ticket #TKT-\d+\./);
  });

  it("cdn: the CDN only forwards, naming the origin's provider, whose abuse desk removes", async () => {
    const cdn = site("filedrop");
    const leak = leakOf("filedrop");
    expect(cdn).toMatchObject({ owner: "cdn", hostName: "Cloudish CDN", hostAbuseEmail: "abuse@cloudish.example" });
    const toCdn = await sendNotice(sandbox.services.smtp, { to: cdn.hostAbuseEmail, text: completeNotice([leak.url]) });
    const forwarded = await replyTo(toCdn.messageId, /^We are a pass-through CDN/);
    expect(forwarded.text).toContain(`We have forwarded your complaint to the hosting provider: ${cdn.origin!.hostName}, abuse contact ${cdn.origin!.hostAbuseEmail}.`);
    await pass(DAY_MS);
    expect(sandbox.takedowns.state(leak.url)).toBe("live");
    const toOrigin = await sendNotice(sandbox.services.smtp, { to: cdn.origin!.hostAbuseEmail, text: completeNotice([leak.url]) });
    await replyTo(toOrigin.messageId, /has been removed/);
    expect(sandbox.takedowns.isRemoved(leak.url)).toBe(true);
  });

  it("the bulletproof host acknowledges a notice and removes nothing, however long", async () => {
    const hosted = sandbox.sites.find((s) => s.hostName === "Offshore Racks" && s.owner === "ignoring" && sandbox.truth.some((p) => p.siteId === s.id && p.kind === "picture-leak"))!;
    const leak = leakOf(hosted.id);
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: hosted.hostAbuseEmail, text: completeNotice([leak.url]) });
    await replyTo(messageId, /^Thank you for your notice\. Your ticket number is #TKT-\d+\./);
    await pass(30 * DAY_MS);
    expect(sandbox.takedowns.state(leak.url)).toBe("live");
    expect(repliesTo(messageId)).toHaveLength(1);
  });

  it("nobody answers the placeholder mailbox listed first", async () => {
    const hosted = sandbox.sites.find((s) => s.hostAbuseEmail === "abuse@bpbyte.example")!;
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: "noreply@bpbyte.example", text: completeNotice([leakOf(hosted.id).url]) });
    await pass(2 * DAY_MS);
    expect(repliesTo(messageId)).toEqual([]);
    expect(sandbox.mailboxes.list("noreply@bpbyte.example")).toHaveLength(1);
  });
});

describe("web forms", () => {
  it("a forum's /dmca form answers with a WF reference and the owner replies to the form's e-mail", async () => {
    const leak = leakOf("leakforum");
    const answer = await http("leakforum", "/dmca", { name: "Ada Agent", email: "forms@unleak.example", urls: leak.url, statement: completeNotice([]), reference: "N-42" });
    expect(answer.status).toBe(200);
    const reference = /Thank you\. Your submission reference is (WF-\d+)\./.exec(answer.text)![1];
    const removed = await relay.waitFor((mail) => mail.subject === `Re: N-42 (${reference})` && /has been removed/.test(mail.text ?? ""));
    expect(removed.to && !Array.isArray(removed.to) ? removed.to.text : "").toBe("forms@unleak.example");
    expect(sandbox.takedowns.isRemoved(leak.url)).toBe(true);
  });

  it("a form post without urls or e-mail answers 400 with the reason", async () => {
    const noUrls = await http("leakforum", "/dmca", { email: "forms@unleak.example", statement: "x" });
    expect(noUrls.status).toBe(400);
    expect(noUrls.text).toContain("urls");
    const noEmail = await http("leakforum", "/dmca", { urls: leakOf("leakforum").url });
    expect(noEmail.status).toBe(400);
    expect(noEmail.text).toContain("e-mail");
  });

  it("findr delists on request an hour later, by form or by mail, while the page stays up", async () => {
    const viaForm = leakOf("boardroom");
    const viaMail = leakOf("chatterbox");
    const answer = await http("findr", "/legal/delist", { name: "Ada Agent", email: "delist@unleak.example", urls: viaForm.url, statement: "Please delist.", reference: "D-1" });
    expect(answer.status).toBe(200);
    await relay.waitFor((mail) => mail.subject?.startsWith("Re: D-1") === true && /^The URLs have been removed from our search results\. Ticket #TKT-\d+\./.test(mail.text ?? ""));
    const { messageId } = await sendNotice(sandbox.services.smtp, { to: "legal@findr.example", text: `Please delist ${viaMail.url}` });
    await replyTo(messageId, /removed from our search results/);
    for (const leak of [viaForm, viaMail]) {
      expect(sandbox.delisted(leak.url)).toBe(true);
      expect(sandbox.takedowns.state(leak.url)).toBe("live");
    }
    const results = await http("findr", `${layouts["search-engine"].searchPath}?${layouts["search-engine"].queryParam}=nova%20quill`);
    expect(results.text).not.toContain(pathOf(viaForm.url));
    expect(sandbox.delisted(leakOf("snapchan").url)).toBe(false);
  });
});
