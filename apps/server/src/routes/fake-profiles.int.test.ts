// Fake profiles end to end on the server (issue 18): a creator's check on the sandbox web finds every
// impersonator the sandbox planted above the reporting threshold and leaves every decoy below it
// (her own accounts never appear); she is told of each new high-risk profile; reporting one files an
// impersonation notice with the platform's desk as her agent once the gate is open, and a platform
// that hears only the person herself gets a prepared report instead; her verdicts hide a profile.
import { fakeProfileRoutes as contract, notificationRoutes } from "@unleak/contracts";
import { digitalSignatures, fakeProfiles, identityVerifications, leaks, notices, officialLinks, stageNames, whitelistEntries } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import type { Sandbox } from "@unleak/sandbox";
import { and, eq } from "drizzle-orm";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { uploadReferencePictures } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each(kinds)("fake profiles on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  let nova: TestBrowser;
  let novaId: string;

  const list = async (query = "") => answerOf(contract.list, await nova.request(`/api/fake-profiles?pageSize=100${query}`), 200);
  const truthProfiles = (kind: string) => sandbox.truth.filter((page) => page.profile && page.kind === kind);
  const handleOf = (url: string) => decodeURIComponent(new URL(url).pathname.split("/").pop()!).toLowerCase();

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { CLOCK_SCALE: "3600" });
    sandbox = server.runtime.sandbox!;
    [nova, novaId] = await server.signedInBrowser("fake-profiles-nova@example.test", "Nova Quill");
    const { db } = server.runtime;
    await db.insert(stageNames).values({ userId: novaId, name: sandbox.demoCreator.name });
    for (const url of sandbox.demoCreator.officialUrls) await db.insert(officialLinks).values({ userId: novaId, platform: "custom", url });
    await uploadReferencePictures(nova, sandbox.demoCreator.referenceImages);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("finds every planted impersonator above the threshold, no decoy, never her own accounts, and tells her once", { timeout: 240_000 }, async () => {
    expect((await nova.request("/api/fake-profiles/check", { method: "POST" })).status).toBe(202);
    const again = await nova.request("/api/fake-profiles/check", { method: "POST" });
    expect((await answerOf(contract.check, again, 409)).error.code).toBe("FAKE_PROFILE_CHECK_RUNNING");
    const page = await until("the check to end", async () => {
      const answer = await list();
      return !answer.checkRunning && answer.lastCheckAt ? answer : null;
    });
    const byHandle = new Map(page.profiles.map((profile) => [profile.handle.toLowerCase(), profile]));
    expect(truthProfiles("impersonation").length).toBeGreaterThanOrEqual(4);
    for (const planted of truthProfiles("impersonation")) {
      const found = byHandle.get(planted.profile!.handle.toLowerCase());
      expect(found, `impersonator @${planted.profile!.handle}`).toBeDefined();
      expect(found!.score, `@${found!.handle}: ${JSON.stringify(found!.reasons)}`).toBeGreaterThanOrEqual(page.reportThreshold);
      expect(found!.reasons.length).toBeGreaterThan(0);
    }
    for (const decoy of truthProfiles("decoy")) {
      const found = byHandle.get(decoy.profile!.handle.toLowerCase());
      if (found) expect(found.score, `decoy @${found.handle}: ${JSON.stringify(found.reasons)}`).toBeLessThan(page.reportThreshold);
    }
    for (const official of truthProfiles("official")) expect(page.profiles.map((profile) => profile.url)).not.toContain(official.url);
    expect(page.profiles.map((profile) => handleOf(profile.url))).not.toContain(sandbox.demoCreator.username);
    // Highest risk first.
    expect(page.profiles.map((profile) => profile.score)).toEqual([...page.profiles.map((profile) => profile.score)].sort((a, b) => b - a));

    // Each new high-risk profile: one notification, and one e-mail listing them.
    const high = page.profiles.filter((profile) => profile.score >= page.reportThreshold);
    const notified = (await answerOf(notificationRoutes.list, await nova.request("/api/notifications?limit=50"), 200)).notifications.filter((n) => n.title === "Possible fake profile found");
    expect(notified).toHaveLength(high.length);
    // A second check tells her nothing new.
    expect((await nova.request("/api/fake-profiles/check", { method: "POST" })).status).toBe(202);
    await until("the second check to end", async () => !(await list()).checkRunning);
    const after = (await answerOf(notificationRoutes.list, await nova.request("/api/notifications?limit=50"), 200)).notifications.filter((n) => n.title === "Possible fake profile found");
    expect(after).toHaveLength(high.length);

    // The evidence of a stolen avatar: the picture as found beside her reference, and the page as text.
    const stolen = page.profiles.find((profile) => profile.reasons.some((reason) => reason.code === "avatar_match"))!;
    expect(stolen).toBeDefined();
    // The reason names her reference as she uploaded it, never by an internal id.
    expect(sandbox.demoCreator.referenceImages.map((file) => path.basename(file))).toContain(stolen.reasons.find((reason) => reason.code === "avatar_match")!.params.reference);
    const detail = await answerOf(contract.get, await nova.request(`/api/fake-profiles/${stolen.id}`), 200);
    const avatar = detail.pictures.find((picture) => picture.role === "avatar")!;
    expect(avatar.foundUrl).toBeTruthy();
    expect(avatar.referenceUrl).toBeTruthy();
    expect((await nova.request(avatar.foundUrl!)).headers.get("content-type")).toBe("image/jpeg");
    const copy = await nova.request(detail.pageCopyUrl!);
    expect(copy.headers.get("content-type")).toContain("text/plain");
    expect(await copy.text()).toContain(stolen.handle);
  });

  it("files an impersonation notice as her agent only once the gate is open, follows it to removal, and prepares a report where only she may file", { timeout: 300_000 }, async () => {
    const page = await list("&risk=high");
    const agentDesk = page.profiles.find((profile) => profile.channel?.agentAccepted && profile.siteId === "snapgram")!;
    const selfDesk = page.profiles.find((profile) => profile.channel && !profile.channel.agentAccepted)!;
    expect(agentDesk).toBeDefined();
    expect(selfDesk).toBeDefined();

    const refused = await nova.request(`/api/fake-profiles/${agentDesk.id}/report`, { method: "POST" });
    expect((await answerOf(contract.report, refused, 403)).error.code).toBe("AUTHORISATION_REQUIRED");
    const { db } = server.runtime;
    expect(await db.select().from(leaks).where(and(eq(leaks.userId, novaId), eq(leaks.kind, "profile")))).toEqual([]);

    await db.insert(digitalSignatures).values({ userId: novaId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets published on my OnlyFans page", documentHash: "a".repeat(64) });
    await db.insert(identityVerifications).values({ userId: novaId, documentType: "passport", status: "approved", reviewedAt: new Date() });

    const reported = await answerOf(contract.report, await nova.request(`/api/fake-profiles/${agentDesk.id}/report`, { method: "POST" }), 200);
    expect(reported).toMatchObject({ status: "reported", requestId: expect.any(String), caseLeakId: expect.any(String) });
    const desk = "impersonation@snapgram.example";
    const mail = await until("the notice at the platform's impersonation desk", async () => sandbox.mailboxes.list(desk).find((m) => m.text.includes(agentDesk.url)));
    expect(mail.text).toContain(sandbox.demoCreator.name);
    const notice = await until("the notice to be sent", async () => (await db.select().from(notices).where(eq(notices.address, desk))).find((row) => row.sentAt));
    expect(notice).toMatchObject({ basis: "impersonation", recipientKind: "site", channel: "email" });
    const [caseLeak] = await db.select().from(leaks).where(eq(leaks.id, reported.caseLeakId!));
    expect(caseLeak).toMatchObject({ kind: "profile", url: agentDesk.url });
    // Reported once: a second report files nothing more.
    await answerOf(contract.report, await nova.request(`/api/fake-profiles/${agentDesk.id}/report`, { method: "POST" }), 200);
    expect(await db.select().from(notices).where(eq(notices.address, desk))).toHaveLength(1);
    const listed = (await list()).profiles.find((profile) => profile.id === agentDesk.id)!;
    expect(listed).toMatchObject({ status: "reported", caseLeakId: reported.caseLeakId });
    expect(listed.caseStatus).not.toBeNull();
    // Followed like any takedown case: the platform removes the profile, two checks a day apart confirm it.
    await until("the removal to be confirmed", async () => (await db.select({ status: leaks.status }).from(leaks).where(eq(leaks.id, reported.caseLeakId!)))[0]?.status === "removed", 180_000);
    expect(sandbox.takedowns.isRemoved(agentDesk.url)).toBe(true);

    // A platform that hears only her: nothing is sent, a report waits for her to file with her ID.
    const before = sandbox.mailboxes.list().length;
    const prepared = await answerOf(contract.report, await nova.request(`/api/fake-profiles/${selfDesk.id}/report`, { method: "POST" }), 200);
    expect(prepared).toMatchObject({ status: "self_report", requestId: null, caseLeakId: null });
    const detail = await answerOf(contract.get, await nova.request(`/api/fake-profiles/${selfDesk.id}`), 200);
    expect(detail.preparedReport).toMatchObject({ requiresId: true, formUrl: expect.stringContaining("/help/impersonation") });
    expect(detail.preparedReport!.text).toContain(selfDesk.url);
    for (const url of sandbox.demoCreator.officialUrls) expect(detail.preparedReport!.text).toContain(url);
    expect(sandbox.mailboxes.list().length).toBe(before);
  });

  it("hides a profile she says is not her or her own for good, and whitelists her own account", async () => {
    const page = await list();
    const [first, second] = page.profiles.filter((profile) => profile.status === "open");
    expect(second).toBeDefined();
    await answerOf(contract.judge, await nova.request(`/api/fake-profiles/${first!.id}/verdict`, { method: "POST", json: { verdict: "not_me" } }), 200);
    await answerOf(contract.judge, await nova.request(`/api/fake-profiles/${second!.id}/verdict`, { method: "POST", json: { verdict: "own_account" } }), 200);
    const ids = (await list()).profiles.map((profile) => profile.id);
    expect(ids).not.toContain(first!.id);
    expect(ids).not.toContain(second!.id);
    expect((await nova.request(`/api/fake-profiles/${first!.id}`)).status).toBe(404);
    expect((await list("&status=not_me")).profiles).toEqual([]);
    const { db } = server.runtime;
    expect(await db.select().from(whitelistEntries).where(and(eq(whitelistEntries.userId, novaId), eq(whitelistEntries.urlPrefix, second!.url)))).toHaveLength(1);
    // Seen again by the next check, they stay hidden.
    expect((await nova.request("/api/fake-profiles/check", { method: "POST" })).status).toBe(202);
    await until("the check to end", async () => !(await list()).checkRunning);
    const rows = await db.select({ status: fakeProfiles.status }).from(fakeProfiles).where(eq(fakeProfiles.id, first!.id));
    expect(rows[0]!.status).toBe("not_me");
    expect((await list()).profiles.map((profile) => profile.id)).not.toContain(first!.id);
    // A reported profile keeps its case: no verdict over a notice sent in her name.
    const reported = (await list("&status=reported")).profiles[0]!;
    const refused = await nova.request(`/api/fake-profiles/${reported.id}/verdict`, { method: "POST", json: { verdict: "not_me" } });
    expect((await answerOf(contract.judge, refused, 409)).error.code).toBe("FAKE_PROFILE_CLOSED");
  });
});
