// An agency's roster end to end (issue 17): two agencies invite the same creator; each sees only
// its own rows; she accepts one, which then reaches her data while the other gets 404; a viewer
// reads but never acts; the agency reads her fake profiles and its owner (not a viewer) asks for a
// check; a manager's scan and removal request carry the attribution her own pages show, and a removal request waits for a letter that names the agency (its notices then name the
// agency with its company details, hers do not); when she leaves (or the agency removes her) the
// agency's very next request is a 404.
import { agencyRosterRoutes as contract, authorisationRoutes, scanRoutes, takedownRoutes } from "@unleak/contracts";
import { agencies, agencyCreators, agencyMembers, fakeProfileChecks, identityVerifications, leaks, mailOutbox, notices, officialLinks, removalRequests, scans, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import type { Sandbox } from "@unleak/sandbox";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { pdfText } from "../testing/pdf-text";
import { insertFakeProfile } from "../testing/fake-profile-row";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function drawnSignature(): Promise<string> {
  const stroke = '<path d="M20 80 C 60 10, 100 140, 180 40 S 260 90, 280 60" stroke="#111" stroke-width="4" fill="none"/>';
  const png = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">${stroke}</svg>`)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

const NOVA = "roster-nova@example.test";
const MANAGER_A = "roster-manager-a@example.test";

describe.each(kinds)("an agency's roster on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  const browsers = {} as Record<"ownerA" | "managerA" | "viewerA" | "ownerB" | "nova" | "stranger" | "plain", TestBrowser>;
  let novaId: string;
  let managerAId: string;
  let strangerId: string;
  let agencyA: string;
  let agencyB: string;
  const tokens = {} as Record<"a" | "b", string>;

  /** The token of the latest invitation link mailed to `to`. */
  async function mailedToken(to: string): Promise<string> {
    const [mail] = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const link = /\/agency-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
    if (!link) throw new Error(`no invitation link mailed to ${to}`);
    return decodeURIComponent(link[1]!);
  }

  /** The `index`th picture leak on a sandbox site whose owner complies, stored as Nova's leak (a scan may have found it already). */
  async function novasLeak(index: number) {
    const compliant = new Set(sandbox.sites.filter((site) => site.owner === "compliant" && site.category !== "forum").map((site) => site.id));
    const page = sandbox.truth.filter((p) => p.kind === "picture-leak" && compliant.has(p.siteId))[index];
    const site = sandbox.sites.find((s) => s.id === page?.siteId);
    if (!page || !site) throw new Error(`no compliant picture leak number ${index}`);
    const [row] = await server.runtime.db
      .insert(leaks)
      .values({
        userId: novaId,
        url: page.url,
        siteId: site.id,
        siteName: site.name,
        category: site.category,
        title: page.title,
        kind: "picture",
        quality: "exact",
        distance: 4,
        evidence: { url: page.url, title: page.title, fetchedAt: new Date().toISOString(), httpStatus: 200, mediaUrls: [] },
      })
      .onConflictDoUpdate({ target: [leaks.userId, leaks.url], set: { status: "new", disposition: null } })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { CLOCK_SCALE: "3600" });
    sandbox = server.runtime.sandbox!;
    const { db } = server.runtime;
    let ownerAId: string, viewerAId: string, ownerBId: string;
    [browsers.ownerA, ownerAId] = await server.signedInBrowser("roster-owner-a@example.test");
    [browsers.managerA, managerAId] = await server.signedInBrowser(MANAGER_A);
    [browsers.viewerA, viewerAId] = await server.signedInBrowser("roster-viewer-a@example.test");
    [browsers.ownerB, ownerBId] = await server.signedInBrowser("roster-owner-b@example.test");
    [browsers.nova, novaId] = await server.signedInBrowser(NOVA, "Nova Quill");
    [browsers.stranger, strangerId] = await server.signedInBrowser("roster-stranger@example.test");
    [browsers.plain] = await server.signedInBrowser("roster-plain@example.test");
    [{ id: agencyA }] = await db.insert(agencies).values({ name: "Agency Alpha", contactName: "Ann", contactEmail: "ann@alpha.example", address: "Berlin Street 1\n10115 Berlin" }).returning({ id: agencies.id });
    [{ id: agencyB }] = await db.insert(agencies).values({ name: "Agency Beta", contactName: "Ben", contactEmail: "ben@beta.example" }).returning({ id: agencies.id });
    await db.insert(agencyMembers).values([
      { agencyId: agencyA, userId: ownerAId, role: "owner" },
      { agencyId: agencyA, userId: managerAId, role: "manager" },
      { agencyId: agencyA, userId: viewerAId, role: "viewer" },
      { agencyId: agencyB, userId: ownerBId, role: "owner" },
    ]);
    await db.insert(stageNames).values({ userId: novaId, name: "Nova Quill" });
    await db.insert(officialLinks).values({ userId: novaId, platform: "onlyfans", url: sandbox.demoCreator.officialUrls[0]! });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("invites by e-mail with a hashed, mailed 14-day link; a second pending invitation is refused; a viewer or a creator may not invite", async () => {
    const invited = await answerOf(contract.invite, await browsers.managerA.request("/api/agency/creators", { json: { email: NOVA } }), 201);
    expect(invited).toMatchObject({ status: "invited", email: NOVA, creatorId: null, name: null, expired: false, authorisation: null });
    expect(new Date(invited.expiresAt!).getTime() - Date.now()).toBeGreaterThan(13.9 * 24 * 3_600_000);
    tokens.a = await mailedToken(NOVA);
    const [row] = await server.runtime.db.select().from(agencyCreators).where(eq(agencyCreators.id, invited.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(tokens.a);

    const again = await answerOf(contract.invite, await browsers.ownerA.request("/api/agency/creators", { json: { email: NOVA.toUpperCase() } }), 409);
    expect(again.error.code).toBe("CREATOR_ALREADY_INVITED");
    expect((await browsers.viewerA.request("/api/agency/creators", { json: { email: "someone@example.test" } })).status).toBe(403);
    expect((await browsers.plain.request("/api/agency/creators", { json: { email: "someone@example.test" } })).status).toBe(403);
    expect((await server.browser().request("/api/agency/creators")).status).toBe(401);

    // The other agency invites her too.
    await answerOf(contract.invite, await browsers.ownerB.request("/api/agency/creators", { json: { email: NOVA } }), 201);
    tokens.b = await mailedToken(NOVA);
    expect(tokens.b).not.toBe(tokens.a);
  });

  it("shows each agency only its own roster", async () => {
    const rosterA = await answerOf(contract.list, await browsers.viewerA.request("/api/agency/creators"), 200);
    const rosterB = await answerOf(contract.list, await browsers.ownerB.request("/api/agency/creators"), 200);
    expect(rosterA.creators).toHaveLength(1);
    expect(rosterB.creators).toHaveLength(1);
    expect(rosterA.creators[0]!.id).not.toBe(rosterB.creators[0]!.id);
    const rowsOfA = await server.runtime.db.select({ id: agencyCreators.id }).from(agencyCreators).where(eq(agencyCreators.agencyId, agencyA));
    expect(rosterA.creators.map((creator) => creator.id)).toEqual(rowsOfA.map((row) => row.id));
    expect((await browsers.plain.request("/api/agency/creators")).status).toBe(403);
  });

  it("opens the invitation page signed out, accepts only with the invited verified address, and once", async () => {
    const page = await answerOf(contract.invitation, await server.browser().request(`/api/agency-invitations/${tokens.a}`), 200);
    expect(page).toMatchObject({ agencyName: "Agency Alpha", email: "r***@example.test" });
    expect((await server.browser().request("/api/agency-invitations/no-such-token-0123456789abcdef")).status).toBe(404);

    const wrong = await answerOf(contract.accept, await browsers.stranger.request("/api/agency-invitations/accept", { json: { token: tokens.a } }), 403);
    expect(wrong.error.code).toBe("CREATOR_INVITATION_EMAIL_MISMATCH");
    expect((await server.browser().request("/api/agency-invitations/accept", { json: { token: tokens.a } })).status).toBe(401);

    const accepted = await answerOf(contract.accept, await browsers.nova.request("/api/agency-invitations/accept", { json: { token: tokens.a } }), 200);
    expect(accepted).toEqual({ agency: { id: agencyA, name: "Agency Alpha" }, missing: ["letter", "identity"] });
    // A second click answers the same; the used link no longer opens; one agency at a time.
    await answerOf(contract.accept, await browsers.nova.request("/api/agency-invitations/accept", { json: { token: tokens.a } }), 200);
    expect((await answerOf(contract.invitation, await server.browser().request(`/api/agency-invitations/${tokens.a}`), 410)).error.code).toBe("CREATOR_INVITATION_USED");
    const elsewhere = await answerOf(contract.accept, await browsers.nova.request("/api/agency-invitations/accept", { json: { token: tokens.b } }), 409);
    expect(elsewhere.error.code).toBe("CREATOR_HAS_AGENCY");
    expect(await answerOf(contract.myAgency, await browsers.nova.request("/api/agency-membership"), 200)).toMatchObject({ agency: { id: agencyA, name: "Agency Alpha" } });
  });

  it("lets the accepted agency reach her data, and no one else", async () => {
    const leak = await novasLeak(0);
    const viewerLeaks = await answerOf(contract.leaks, await browsers.viewerA.request(`/api/agency/creators/${novaId}/leaks`), 200);
    expect(viewerLeaks.leaks.map((row) => row.id)).toEqual([leak.id]);
    expect((await browsers.ownerB.request(`/api/agency/creators/${novaId}/leaks`)).status).toBe(404);
    expect((await browsers.ownerB.request(`/api/agency/creators/${novaId}`)).status).toBe(404);
    expect((await browsers.managerA.request(`/api/agency/creators/${strangerId}/leaks`)).status).toBe(404);
    // A creator is never an agency, even on her own id.
    expect((await browsers.nova.request(`/api/agency/creators/${novaId}/leaks`)).status).toBe(403);

    const roster = await answerOf(contract.list, await browsers.ownerA.request("/api/agency/creators"), 200);
    expect(roster.creators).toEqual([
      expect.objectContaining({ status: "active", creatorId: novaId, name: "Nova Quill", email: NOVA, tier: "standard", leaks: { found: 1, removalRequested: 0, removed: 0 }, authorisation: expect.objectContaining({ status: "pending", letterNamesAgency: false }) }),
    ]);
    const rosterB = await answerOf(contract.list, await browsers.ownerB.request("/api/agency/creators"), 200);
    expect(rosterB.creators).toEqual([expect.objectContaining({ status: "invited", creatorId: null, name: null })]);
  });

  it("lets a viewer read but never act for her", async () => {
    await answerOf(contract.scans, await browsers.viewerA.request(`/api/agency/creators/${novaId}/scans`), 200);
    await answerOf(contract.notices, await browsers.viewerA.request(`/api/agency/creators/${novaId}/notices`), 200);
    await answerOf(contract.references, await browsers.viewerA.request(`/api/agency/creators/${novaId}/references`), 200);
    expect((await browsers.viewerA.request(`/api/agency/creators/${novaId}/scans`, { method: "POST" })).status).toBe(403);
    const [leak] = await server.runtime.db.select().from(leaks).where(eq(leaks.userId, novaId));
    expect((await browsers.viewerA.request(`/api/agency/creators/${novaId}/removal-requests`, { json: { leakIds: [leak!.id] } })).status).toBe(403);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await picture())], { type: "image/jpeg" }), "set.jpg");
    expect((await browsers.viewerA.request(`/api/agency/creators/${novaId}/references`, { method: "POST", body: form })).status).toBe(403);
    expect((await browsers.viewerA.request(`/api/agency/creators/${novaId}`, { method: "DELETE" })).status).toBe(403);
    expect(await server.runtime.db.select().from(scans).where(eq(scans.userId, novaId))).toEqual([]);
  });

  it("shows the agency her fake profiles; its owner asks for a check, a viewer may not, nobody else reaches them", { timeout: 150_000 }, async () => {
    const { db } = server.runtime;
    const url = "https://snapgram.example/u/n0vaqu1ll";
    const fakeId = await insertFakeProfile(db, novaId, url);
    const path = `/api/agency/creators/${novaId}/fake-profiles`;
    const read = await answerOf(contract.fakeProfiles, await browsers.ownerA.request(path), 200);
    expect(read.profiles).toEqual([expect.objectContaining({ id: fakeId, url, handle: "n0vaqu1ll", score: 0.8, status: "open" })]);
    expect(read.total).toBe(1);
    const viewed = await answerOf(contract.fakeProfiles, await browsers.viewerA.request(`${path}?risk=high`), 200);
    expect(viewed.profiles.map((profile) => profile.id)).toEqual([fakeId]);

    expect((await browsers.viewerA.request(`${path}/check`, { method: "POST" })).status).toBe(403);
    expect(await db.select().from(fakeProfileChecks).where(eq(fakeProfileChecks.userId, novaId))).toEqual([]);
    expect((await browsers.ownerB.request(path)).status).toBe(404);
    expect((await browsers.ownerB.request(`${path}/check`, { method: "POST" })).status).toBe(404);
    expect((await browsers.managerA.request(`/api/agency/creators/${strangerId}/fake-profiles`)).status).toBe(404);
    expect((await browsers.nova.request(path)).status).toBe(403);
    expect((await browsers.plain.request(`${path}/check`, { method: "POST" })).status).toBe(403);

    // The owner's check is hers: one at a time, whoever asks.
    expect(await answerOf(contract.checkFakeProfiles, await browsers.ownerA.request(`${path}/check`, { method: "POST" }), 202)).toEqual({ queued: true });
    const again = await answerOf(contract.checkFakeProfiles, await browsers.managerA.request(`${path}/check`, { method: "POST" }), 409);
    expect(again.error.code).toBe("FAKE_PROFILE_CHECK_RUNNING");
    expect((await answerOf(contract.fakeProfiles, await browsers.viewerA.request(path), 200)).checkRunning).toBe(true);
    // It runs to its end before the scans below share the workers.
    await until("the check to end", async () => {
      const [check] = await db.select({ status: fakeProfileChecks.status }).from(fakeProfileChecks).where(eq(fakeProfileChecks.userId, novaId));
      return check && check.status !== "running";
    }, 120_000);
  });

  it("lets a manager upload a reference picture and run a full scan for her, which her own pages attribute", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await picture())], { type: "image/jpeg" }), "set.jpg");
    const uploaded = await answerOf(contract.uploadReference, await browsers.managerA.request(`/api/agency/creators/${novaId}/references`, { method: "POST", body: form }), 201);
    expect(uploaded.references).toHaveLength(1);
    const hers = await browsers.nova.request("/api/references");
    expect(((await hers.json()) as { references: Array<{ id: string }> }).references.map((reference) => reference.id)).toEqual([uploaded.references[0]!.id]);

    const started = await answerOf(contract.startScan, await browsers.managerA.request(`/api/agency/creators/${novaId}/scans`, { method: "POST" }), 202);
    const [row] = await server.runtime.db.select().from(scans).where(eq(scans.id, started.scanId));
    expect(row).toMatchObject({ userId: novaId, kind: "full", startedBy: managerAId, startedByAgencyId: agencyA });
    const actedBy = { agencyName: "Agency Alpha", memberEmail: MANAGER_A };
    const list = await answerOf(scanRoutes.list, await browsers.nova.request("/api/scans"), 200);
    expect(list.scans.find((scan) => scan.id === started.scanId)?.actedBy).toEqual(actedBy);
    expect((await answerOf(scanRoutes.get, await browsers.nova.request(`/api/scans/${started.scanId}`), 200)).actedBy).toEqual(actedBy);
    const agencyView = await answerOf(contract.scans, await browsers.viewerA.request(`/api/agency/creators/${novaId}/scans`), 200);
    expect(agencyView.scans.map((scan) => scan.id)).toContain(started.scanId);
    // Her own scan says nothing of the kind.
    await until("the agency's scan to finish", async () => {
      const [scan] = await server.runtime.db.select({ status: scans.status }).from(scans).where(eq(scans.id, started.scanId));
      return scan?.status === "completed" || scan?.status === "failed";
    }, 120_000);
    const own = await answerOf(scanRoutes.start, await browsers.nova.request("/api/scans", { json: { scope: "full" } }), 202);
    const after = await answerOf(scanRoutes.list, await browsers.nova.request("/api/scans"), 200);
    expect(after.scans.find((scan) => scan.id === own.scanId)?.actedBy).toBeNull();
    await until("her own scan to finish", async () => {
      const [scan] = await server.runtime.db.select({ status: scans.status }).from(scans).where(eq(scans.id, own.scanId));
      return scan?.status === "completed" || scan?.status === "failed";
    }, 120_000);
  }, 300_000);

  it("files a manager's removal request only on a letter that names the agency, recorded and shown as the agency's", async () => {
    const { db } = server.runtime;
    const leak = await novasLeak(1);
    // Her own authorisation, from before she joined: a letter that names no agency.
    await db.insert(identityVerifications).values({ userId: novaId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    const sign = (body: Record<string, unknown>) => browsers.nova.request("/api/digital-signature", { json: body });
    await db.update(agencyCreators).set({ status: "left" }).where(and(eq(agencyCreators.creatorId, novaId), eq(agencyCreators.status, "active")));
    const before = await answerOf(authorisationRoutes.sign, await sign({ fullName: "Nova Quill", contentDescription: "Photo sets", language: "en", signature: await drawnSignature() }), 201);
    expect(before.agency).toBeNull();
    await db.update(agencyCreators).set({ status: "active" }).where(and(eq(agencyCreators.creatorId, novaId), eq(agencyCreators.agencyId, agencyA)));

    const refused = await answerOf(contract.requestRemoval, await browsers.managerA.request(`/api/agency/creators/${novaId}/removal-requests`, { json: { leakIds: [leak.id] } }), 403);
    expect(refused.error).toMatchObject({ code: "AUTHORISATION_REQUIRED", details: { missing: ["letter"] } });
    const summary = await answerOf(contract.get, await browsers.managerA.request(`/api/agency/creators/${novaId}`), 200);
    expect(summary.authorisation).toEqual({ status: "authorized", letterNamesAgency: false, identity: "approved", missing: ["letter"] });

    // She re-signs while on the roster: the letter names the agency, in its text too.
    const current = await answerOf(authorisationRoutes.current, await browsers.nova.request("/api/digital-signature"), 200);
    expect(current.agency).toEqual({ id: agencyA, name: "Agency Alpha" });
    const named = await answerOf(authorisationRoutes.sign, await sign({ fullName: "Nova Quill", contentDescription: "Photo sets", language: "en", signature: await drawnSignature() }), 201);
    expect(named.agency).toEqual({ id: agencyA, name: "Agency Alpha" });
    const pdf = new Uint8Array(await (await browsers.nova.request(`/api/digital-signature/${named.id}/document.pdf`)).arrayBuffer());
    expect(await pdfText(pdf)).toContain("Agency Alpha");

    const queued = await answerOf(contract.requestRemoval, await browsers.managerA.request(`/api/agency/creators/${novaId}/removal-requests`, { json: { leakIds: [leak.id] } }), 202);
    expect(queued.queued).toEqual([leak.id]);
    const [request] = await db.select().from(removalRequests).where(eq(removalRequests.id, queued.requestId));
    expect(request).toMatchObject({ userId: novaId, requestedBy: managerAId, requestedByAgencyId: agencyA, automatic: false });
    expect((await answerOf(contract.get, await browsers.viewerA.request(`/api/agency/creators/${novaId}`), 200)).leaks.removalRequested).toBe(1);

    // Her notices say who asked; her own request says nothing of the kind.
    const composed = await until("the agency's notices", async () => {
      const rows = await db.select().from(notices).where(eq(notices.requestId, queued.requestId));
      return rows.length > 0 ? rows : null;
    });
    const page = await answerOf(takedownRoutes.list, await browsers.nova.request("/api/notices"), 200);
    const listed = page.notices.filter((notice) => composed.some((row) => row.id === notice.id));
    expect(listed.length).toBe(composed.length);
    for (const notice of listed) expect(notice.actedBy).toEqual({ agencyName: "Agency Alpha", memberEmail: MANAGER_A });
    expect((await answerOf(takedownRoutes.get, await browsers.nova.request(`/api/notices/${composed[0]!.id}`), 200)).actedBy).toEqual({ agencyName: "Agency Alpha", memberEmail: MANAGER_A });
    const agencyNotices = await answerOf(contract.notices, await browsers.viewerA.request(`/api/agency/creators/${novaId}/notices`), 200);
    expect(agencyNotices.notices.map((notice) => notice.id)).toEqual(expect.arrayContaining(composed.map((row) => row.id)));
    // The notices name her management agency with its company details; Unleak's agent still signs.
    for (const notice of composed) {
      expect(notice.body).toContain(": Agency Alpha\nBerlin Street 1\n10115 Berlin\n");
      expect(notice.body).toContain("ann@alpha.example");
      expect(notice.body).toMatch(/^\/s\/ \S/m);
    }
    const noticePdf = new Uint8Array(await (await browsers.nova.request(`/api/notices/${composed[0]!.id}/document.pdf`)).arrayBuffer());
    expect(await pdfText(noticePdf)).toContain(": Agency Alpha");
    const ownLeak = await novasLeak(2);
    const own = await answerOf(takedownRoutes.request, await browsers.nova.request("/api/removal-requests", { json: { leakIds: [ownLeak.id] } }), 202);
    const [ownRequest] = await db.select().from(removalRequests).where(eq(removalRequests.id, own.requestId));
    expect(ownRequest).toMatchObject({ requestedBy: novaId, requestedByAgencyId: null });
    const ownNotices = await until("her own notices", async () => {
      const rows = await db.select().from(notices).where(eq(notices.requestId, own.requestId));
      return rows.length > 0 ? rows : null;
    });
    for (const notice of ownNotices) expect(notice.body).not.toContain("Agency Alpha");
  });

  it("ends the agency's reach on its next request when she leaves; another agency's letter does not carry over", async () => {
    expect((await browsers.nova.request("/api/agency-membership/leave", { method: "POST" })).status).toBe(204);
    expect((await browsers.managerA.request(`/api/agency/creators/${novaId}/leaks`)).status).toBe(404);
    expect((await browsers.managerA.request(`/api/agency/creators/${novaId}/scans`, { method: "POST" })).status).toBe(404);
    expect((await answerOf(contract.list, await browsers.ownerA.request("/api/agency/creators"), 200)).creators).toEqual([]);
    expect(await answerOf(contract.myAgency, await browsers.nova.request("/api/agency-membership"), 200)).toEqual({ agency: null });
    expect((await browsers.nova.request("/api/agency-membership/leave", { method: "POST" })).status).toBe(404);

    // Free again, she accepts the other agency's invitation; her letter names the first one.
    await answerOf(contract.accept, await browsers.nova.request("/api/agency-invitations/accept", { json: { token: tokens.b } }), 200);
    await answerOf(contract.leaks, await browsers.ownerB.request(`/api/agency/creators/${novaId}/leaks`), 200);
    const leak = await novasLeak(3);
    const refused = await answerOf(contract.requestRemoval, await browsers.ownerB.request(`/api/agency/creators/${novaId}/removal-requests`, { json: { leakIds: [leak.id] } }), 403);
    expect(refused.error.code).toBe("AUTHORISATION_REQUIRED");

    // The agency takes her off its roster.
    expect((await browsers.ownerB.request(`/api/agency/creators/${novaId}`, { method: "DELETE" })).status).toBe(204);
    expect((await browsers.ownerB.request(`/api/agency/creators/${novaId}`)).status).toBe(404);
    const [row] = await server.runtime.db.select().from(agencyCreators).where(and(eq(agencyCreators.agencyId, agencyB), eq(agencyCreators.creatorId, novaId)));
    expect(row).toMatchObject({ status: "removed", endedAt: expect.any(Date) });
  });

  it("resends with a new link, cancels, and lets an expired invitation be replaced", async () => {
    const email = "roster-second@example.test";
    const invited = await answerOf(contract.invite, await browsers.managerA.request("/api/agency/creators", { json: { email } }), 201);
    const first = await mailedToken(email);
    const resent = await answerOf(contract.resend, await browsers.managerA.request(`/api/agency/creator-invitations/${invited.id}/resend`, { method: "POST" }), 200);
    expect(resent.id).toBe(invited.id);
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await server.browser().request(`/api/agency-invitations/${first}`)).status).toBe(404);
    await answerOf(contract.invitation, await server.browser().request(`/api/agency-invitations/${second}`), 200);
    // Another agency's invitation is not this one's to resend or cancel.
    expect((await browsers.ownerB.request(`/api/agency/creator-invitations/${invited.id}/resend`, { method: "POST" })).status).toBe(404);
    expect((await browsers.ownerB.request(`/api/agency/creator-invitations/${invited.id}`, { method: "DELETE" })).status).toBe(404);

    await server.runtime.db.update(agencyCreators).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(agencyCreators.id, invited.id));
    expect((await answerOf(contract.invitation, await server.browser().request(`/api/agency-invitations/${second}`), 410)).error.code).toBe("CREATOR_INVITATION_EXPIRED");
    expect((await answerOf(contract.list, await browsers.viewerA.request("/api/agency/creators"), 200)).creators).toEqual([expect.objectContaining({ id: invited.id, expired: true })]);
    const replaced = await answerOf(contract.invite, await browsers.managerA.request("/api/agency/creators", { json: { email } }), 201);
    expect(replaced.id).not.toBe(invited.id);

    expect((await browsers.managerA.request(`/api/agency/creator-invitations/${replaced.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await server.browser().request(`/api/agency-invitations/${await mailedToken(email)}`)).status).toBe(404);
    expect((await answerOf(contract.list, await browsers.viewerA.request("/api/agency/creators"), 200)).creators).toEqual([]);
  });
});

/** A reference picture with enough detail to be kept. */
function picture(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .composite([{ input: Buffer.from('<svg width="320" height="240"><circle cx="160" cy="120" r="80" fill="#f0a"/><rect x="20" y="20" width="60" height="180" fill="#0a4"/></svg>'), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
}
