// Agencies (issue 17): an account applies once at a time; an administrator approves (the agency is
// created with the applicant as its owner, in one transaction with the audit entry, and the
// applicant is mailed) or rejects with a reason. The owner keeps the company details and the team:
// an invitation by e-mail is accepted by the account whose verified address it was sent to, roles
// limit who changes what, and an agency never loses its last owner.
import { accountRoutes, adminRoutes, agencyRoutes as routes } from "@unleak/contracts";
import { agencyMemberInvitations, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { latestMail, linkIn } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

const application = (companyName: string) => ({
  companyName,
  website: "starlight-talent.example",
  contactName: "Vera Lang",
  contactEmail: "vera@starlight-talent.example",
  rosterSize: "6-20",
  message: "We manage twelve creators.",
});

describe.each(kinds)("agencies on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;

  const apply = (browser: TestBrowser, body: unknown) => browser.request("/api/agency-applications", { json: body });
  const mine = async (browser: TestBrowser) => (await answerOf(routes.mine, await browser.request("/api/agency-applications/mine"), 200)).application;
  const decide = (browser: TestBrowser, id: string, body: unknown) => browser.request(`/api/admin/agency-applications/${id}/decision`, { json: body });
  const me = async (browser: TestBrowser) => answerOf(accountRoutes.me, await browser.request("/api/me"), 200);
  const auditOf = async (action: string, userId: string) =>
    (await answerOf(adminRoutes.auditLog, await admin.request(`/api/admin/audit-log?action=${action}&userId=${userId}`), 200)).entries;

  /** A new account whose approved application makes it the owner of a new agency. */
  async function agencyOwner(email: string, company: string): Promise<TestBrowser> {
    const [owner] = await server.signedInBrowser(email);
    const { id } = await answerOf(routes.apply, await apply(owner, application(company)), 201);
    await answerOf(routes.decide, await decide(admin, id, { decision: "approve" }), 200);
    return owner;
  }

  /** Invites `email` with `role` as the owner and answers the token of the mailed link. */
  async function invite(owner: TestBrowser, email: string, role: string): Promise<string> {
    await answerOf(routes.invite, await owner.request("/api/agency/members/invitations", { json: { email, role } }), 201);
    const mail = await latestMail(server, email.toLowerCase());
    return new URL(linkIn(mail!.text), "http://x").searchParams.get("token")!;
  }
  const join = (browser: TestBrowser, token: string) => browser.request("/api/agency/members/join", { json: { token } });
  const team = async (browser: TestBrowser) => answerOf(routes.team, await browser.request("/api/agency/members"), 200);

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "agency-admin@example.test" });
    [admin] = await server.signedInAdmin("agency-admin@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("takes one pending application at a time, checked at the edge", async () => {
    const [vera] = await server.signedInBrowser("agency-vera@example.test");
    expect((await answerOf(routes.apply, await apply(server.browser(), application("Starlight")), 401)).error.code).toBe("UNAUTHENTICATED");
    expect(await mine(vera)).toBeNull();

    const sent = await answerOf(routes.apply, await apply(vera, application("  Starlight Talent  ")), 201);
    expect(sent).toMatchObject({ companyName: "Starlight Talent", status: "pending", decisionReason: null, decidedAt: null });
    expect(await mine(vera)).toEqual(sent);
    expect((await answerOf(routes.apply, await apply(vera, application("Starlight Again")), 409)).error).toMatchObject({ code: "CONFLICT", details: { reason: "pending" } });

    for (const [body, path] of [
      [{ ...application("X"), website: "not a site" }, "website"],
      [{ ...application("X"), website: "javascript:alert(1)" }, "website"],
      [{ ...application("X"), rosterSize: "1000" }, "rosterSize"],
      [{ ...application("X"), contactEmail: "nobody" }, "contactEmail"],
      [{ ...application(""), website: undefined }, "companyName"],
      [{ ...application("X"), message: "x".repeat(2001) }, "message"],
      [{ ...application("Bad\u0000Name") }, "companyName"],
    ] as const) {
      const refused = await answerOf(routes.apply, await apply(vera, body), 422);
      expect(refused.error).toMatchObject({ code: "VALIDATION_FAILED", details: { fields: [{ path }] } });
    }
    const queue = await answerOf(routes.queue, await admin.request("/api/admin/agency-applications"), 200);
    expect(queue.applications.find((entry) => entry.id === sent.id)).toMatchObject({
      status: "pending",
      applicant: { email: "agency-vera@example.test" },
      companyName: "Starlight Talent",
      website: "https://starlight-talent.example",
      contactName: "Vera Lang",
      contactEmail: "vera@starlight-talent.example",
      rosterSize: "6-20",
      message: "We manage twelve creators.",
    });
    const overview = await answerOf(adminRoutes.overview, await admin.request("/api/admin/overview"), 200);
    expect(overview.reviews.agencies).toBeGreaterThanOrEqual(1);
  });

  it("approves in one go: the agency, its owner, the decision and the audit entry; the applicant is mailed", async () => {
    const [nina, ninaId] = await server.signedInBrowser("agency-nina@example.test");
    const [creator] = await server.signedInBrowser("agency-plain-creator@example.test");
    const { id } = await answerOf(routes.apply, await apply(nina, application("Nina Management")), 201);

    expect((await answerOf(routes.decide, await decide(creator, id, { decision: "approve" }), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.queue, await creator.request("/api/admin/agency-applications"), 403)).error.code).toBe("FORBIDDEN");
    expect((await me(nina)).agency).toBeNull();

    const decided = await answerOf(routes.decide, await decide(admin, id, { decision: "approve" }), 200);
    expect(decided).toMatchObject({ id, status: "approved", decisionReason: null, agencyId: expect.any(String) });
    expect((await me(nina)).agency).toEqual({ id: decided.agencyId, name: "Nina Management", role: "owner" });
    expect(await mine(nina)).toMatchObject({ status: "approved" });

    const mail = await latestMail(server, "agency-nina@example.test");
    expect(mail!.subject).toBe("Unleak: your agency Nina Management is approved");
    expect(linkIn(mail!.text)).toBe("/agency");
    expect(await auditOf("agency.approve", ninaId)).toEqual([
      expect.objectContaining({ targetEmail: "agency-nina@example.test", details: { applicationId: id, companyName: "Nina Management", agencyId: decided.agencyId } }),
    ]);

    const overview = await answerOf(routes.overview, await nina.request("/api/agency"), 200);
    expect(overview).toMatchObject({
      role: "owner",
      agency: { id: decided.agencyId, name: "Nina Management", website: "https://starlight-talent.example", contactName: "Vera Lang", contactEmail: "vera@starlight-talent.example", phone: null, address: null },
      counts: { activeCreators: 0, pendingInvitations: 0, teamMembers: 1 },
    });
    expect((await answerOf(routes.decide, await decide(admin, id, { decision: "reject", reason: "Too late" }), 409)).error.code).toBe("CONFLICT");
    // An agency's member applies for no second one; a plain creator has no agency to read.
    expect((await answerOf(routes.apply, await apply(nina, application("Nina Two")), 409)).error).toMatchObject({ details: { reason: "member" } });
    expect((await answerOf(routes.overview, await creator.request("/api/agency"), 403)).error.code).toBe("FORBIDDEN");
  });

  it("rejects with the reason the applicant reads, who may then apply again", async () => {
    const [omar, omarId] = await server.signedInBrowser("agency-omar@example.test");
    const { id } = await answerOf(routes.apply, await apply(omar, application("Omar Models")), 201);
    const noReason = await answerOf(routes.decide, await decide(admin, id, { decision: "reject", reason: "   " }), 422);
    expect(noReason.error.details).toMatchObject({ fields: [{ path: "reason" }] });
    expect((await answerOf(routes.decide, await decide(admin, id, { decision: "reject", reason: "x".repeat(501) }), 422)).error.code).toBe("VALIDATION_FAILED");

    const decided = await answerOf(routes.decide, await decide(admin, id, { decision: "reject", reason: "We could not verify the company." }), 200);
    expect(decided).toMatchObject({ status: "rejected", decisionReason: "We could not verify the company.", agencyId: null });
    expect(await mine(omar)).toMatchObject({ status: "rejected", decisionReason: "We could not verify the company." });
    expect((await me(omar)).agency).toBeNull();
    const mail = await latestMail(server, "agency-omar@example.test");
    expect(mail!.text).toContain("Our reason: We could not verify the company.");
    expect(linkIn(mail!.text)).toBe("/agency/apply");
    expect(await auditOf("agency.reject", omarId)).toEqual([expect.objectContaining({ reason: "We could not verify the company." })]);
    const rejected = await answerOf(routes.queue, await admin.request("/api/admin/agency-applications?status=rejected"), 200);
    expect(rejected.applications.find((entry) => entry.id === id)).toMatchObject({ decidedBy: { email: "agency-admin@example.test" } });

    await answerOf(routes.apply, await apply(omar, application("Omar Models")), 201);
  });

  it("lets nobody decide their own application, and refuses an applicant who joined an agency meanwhile", async () => {
    const { id } = await answerOf(routes.apply, await apply(admin, application("Admin Agency")), 201);
    expect((await answerOf(routes.decide, await decide(admin, id, { decision: "approve" }), 403)).error.code).toBe("FORBIDDEN");

    const owner = await agencyOwner("agency-paula@example.test", "Paula Partners");
    const [sam] = await server.signedInBrowser("agency-sam@example.test");
    const samApplication = await answerOf(routes.apply, await apply(sam, application("Sam Solo")), 201);
    await answerOf(routes.join, await join(sam, await invite(owner, "agency-sam@example.test", "viewer")), 200);
    expect((await answerOf(routes.decide, await decide(admin, samApplication.id, { decision: "approve" }), 409)).error).toMatchObject({ details: { reason: "member" } });
    expect((await me(sam)).agency).toMatchObject({ name: "Paula Partners", role: "viewer" });
  });

  it("invites a team member by e-mail, who joins with the invited address and role", async () => {
    const owner = await agencyOwner("agency-rita@example.test", "Rita Agency");
    const [mara, maraId] = await server.signedInBrowser("agency-mara@example.test");
    const token = await invite(owner, "Agency-Mara@example.test", "manager");
    const mail = await latestMail(server, "agency-mara@example.test");
    expect(mail!.subject).toBe("Join Rita Agency on Unleak");
    expect(mail!.text).toContain("as manager");
    // Only the token's hash is kept.
    const stored = await server.runtime.db.select().from(agencyMemberInvitations).where(eq(agencyMemberInvitations.email, "agency-mara@example.test"));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
    expect(stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);
    expect((await team(owner)).invitations).toEqual([expect.objectContaining({ email: "agency-mara@example.test", role: "manager" })]);

    // Someone else's account, or an unverified address, cannot take the invitation.
    const [other] = await server.signedInBrowser("agency-not-mara@example.test");
    expect((await answerOf(routes.join, await join(other, token), 403)).error.code).toBe("FORBIDDEN");
    await server.runtime.db.update(user).set({ emailVerified: false }).where(eq(user.id, maraId));
    expect((await answerOf(routes.join, await join(mara, token), 403)).error.code).toBe("FORBIDDEN");
    await server.runtime.db.update(user).set({ emailVerified: true }).where(eq(user.id, maraId));

    expect(await answerOf(routes.join, await join(mara, token), 200)).toMatchObject({ name: "Rita Agency", role: "manager" });
    expect((await me(mara)).agency).toMatchObject({ name: "Rita Agency", role: "manager" });
    const { members, invitations } = await team(owner);
    expect(members.map(({ email, role }) => [email, role])).toEqual([
      ["agency-rita@example.test", "owner"],
      ["agency-mara@example.test", "manager"],
    ]);
    expect(invitations).toEqual([]);
    expect((await answerOf(routes.join, await join(mara, token), 404)).error.code).toBe("NOT_FOUND");
    expect((await answerOf(routes.invite, await owner.request("/api/agency/members/invitations", { json: { email: "AGENCY-MARA@example.test", role: "viewer" } }), 409)).error.code).toBe("CONFLICT");

    // A member of another agency cannot join a second one; an expired link is refused.
    const otherOwner = await agencyOwner("agency-olga@example.test", "Olga Agency");
    expect((await answerOf(routes.join, await join(otherOwner, await invite(owner, "agency-olga@example.test", "viewer")), 409)).error.code).toBe("CONFLICT");
    const [late] = await server.signedInBrowser("agency-late@example.test");
    const lateToken = await invite(owner, "agency-late@example.test", "viewer");
    await server.runtime.db.update(agencyMemberInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(agencyMemberInvitations.email, "agency-late@example.test"));
    expect((await answerOf(routes.join, await join(late, lateToken), 404)).error.code).toBe("NOT_FOUND");
    expect((await me(late)).agency).toBeNull();
  });

  it("lets only the owner change the details and the team, and never removes or demotes the last owner", async () => {
    const owner = await agencyOwner("agency-lena@example.test", "Lena Agency");
    const [manager] = await server.signedInBrowser("agency-lena-manager@example.test");
    const [viewer] = await server.signedInBrowser("agency-lena-viewer@example.test");
    const [creator] = await server.signedInBrowser("agency-lena-creator@example.test");
    await answerOf(routes.join, await join(manager, await invite(owner, "agency-lena-manager@example.test", "manager")), 200);
    await answerOf(routes.join, await join(viewer, await invite(owner, "agency-lena-viewer@example.test", "viewer")), 200);

    const change = { name: "Lena Talent GmbH", phone: "+49 30 1234567", address: "Torstraße 1, 10119 Berlin", website: null };
    for (const browser of [manager, viewer, creator]) {
      expect((await answerOf(routes.update, await browser.request("/api/agency", { method: "PATCH", json: change }), 403)).error.code).toBe("FORBIDDEN");
      expect((await answerOf(routes.invite, await browser.request("/api/agency/members/invitations", { json: { email: "x@example.test", role: "viewer" } }), 403)).error.code).toBe("FORBIDDEN");
    }
    expect(await answerOf(routes.update, await owner.request("/api/agency", { method: "PATCH", json: change }), 200)).toMatchObject({ ...change, contactName: "Vera Lang" });
    expect((await answerOf(routes.overview, await viewer.request("/api/agency"), 200)).agency).toMatchObject({ ...change, website: null });
    expect((await answerOf(routes.overview, await viewer.request("/api/agency"), 200)).counts.teamMembers).toBe(3);

    const members = (await team(viewer)).members;
    const idOf = (email: string) => members.find((member) => member.email === email)!.id;
    const ownerId = idOf("agency-lena@example.test");
    const managerId = idOf("agency-lena-manager@example.test");
    const patchRole = (browser: TestBrowser, id: string, role: string) => browser.request(`/api/agency/members/${id}`, { method: "PATCH", json: { role } });
    const remove = (browser: TestBrowser, id: string) => browser.request(`/api/agency/members/${id}`, { method: "DELETE" });

    expect((await answerOf(routes.changeMember, await patchRole(manager, managerId, "owner"), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.removeMember, await remove(viewer, ownerId), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.removeMember, await remove(owner, ownerId), 409)).error).toMatchObject({ code: "CONFLICT", details: { reason: "last_owner" } });
    expect((await answerOf(routes.changeMember, await patchRole(owner, ownerId, "manager"), 409)).error.code).toBe("CONFLICT");
    // Another agency's member is no row of this one.
    const strangerId = (await team(await agencyOwner("agency-zoe@example.test", "Zoe Agency"))).members[0]!.id;
    expect((await answerOf(routes.removeMember, await remove(owner, strangerId), 404)).error.code).toBe("NOT_FOUND");

    expect(await answerOf(routes.changeMember, await patchRole(owner, managerId, "owner"), 200)).toMatchObject({ email: "agency-lena-manager@example.test", role: "owner" });
    expect(await answerOf(routes.changeMember, await patchRole(owner, ownerId, "viewer"), 200)).toMatchObject({ role: "viewer" });
    expect((await me(owner)).agency?.role).toBe("viewer");
    expect((await answerOf(routes.update, await owner.request("/api/agency", { method: "PATCH", json: { name: "Back" } }), 403)).error.code).toBe("FORBIDDEN");

    expect((await manager.request(`/api/agency/members/${idOf("agency-lena-viewer@example.test")}`, { method: "DELETE" })).status).toBe(204);
    expect((await me(viewer)).agency).toBeNull();
    expect((await answerOf(routes.overview, await viewer.request("/api/agency"), 403)).error.code).toBe("FORBIDDEN");
    expect((await team(manager)).members.map((member) => member.role)).toEqual(["viewer", "owner"]);
  });
});
