// The admin panel's users (issue 16): the search by e-mail, name and stage name with its filters,
// a user's page and its figures, and each action on an account, which changes what it names, and
// only that, and leaves one audit entry with the administrator, the account and the reason.
import { adminRoutes, adminUserRoutes as routes, type SubscriptionTier } from "@unleak/contracts";
import { leaks, loginEvents, profiles, scans, session, stageNames, subscriptions, user, userBans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { insertNotice } from "../testing/notice-row";
import { latestMail } from "../testing/scan-helpers";
import { startTestServer, testPassword, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the admin panel's users on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;
  let adminId: string;

  const search = async (query: string) => (await answerOf(routes.search, await admin.request(`/api/admin/users?${query}`), 200)).users.map((row) => row.email);
  const pageOf = async (id: string) => answerOf(routes.get, await admin.request(`/api/admin/users/${id}`), 200);
  const auditOf = async (id: string) => (await answerOf(adminRoutes.auditLog, await admin.request(`/api/admin/audit-log?userId=${id}`), 200)).entries;
  const act = (browser: TestBrowser, id: string, action: string, method: "POST" | "PUT", json: unknown) => browser.request(`/api/admin/users/${id}/${action}`, { method, json });

  /** A signed-in creator with names: the account's, the profile's, and stage names. */
  async function creator(email: string, { first = "Nova", last = "Quill", stage = [] as string[], tier = "standard" as SubscriptionTier } = {}): Promise<[TestBrowser, string]> {
    const [browser, id] = await server.signedInBrowser(email, `${first} ${last}`);
    const { db } = server.runtime;
    await db.update(profiles).set({ firstName: first, lastName: last, subscriptionTier: tier }).where(eq(profiles.id, id));
    for (const name of stage) await db.insert(stageNames).values({ userId: id, name });
    return [browser, id];
  }

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "users-admin@example.test, listed-admin@example.test" });
    [admin, adminId] = await server.signedInAdmin("users-admin@example.test", "Ada Admin");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("finds accounts by e-mail, name and stage name, filtered by tier and status", async () => {
    const [, novaId] = await creator("search-nova@example.test", { first: "Novalie", last: "Brightwater", stage: ["Velvet Comet"], tier: "pro" });
    await creator("search-mallory@example.test", { first: "Mallory", last: "Stone", stage: ["Night Owl"] });
    // Signed up, never verified.
    await server.browser().request("/api/auth/sign-up/email", { json: { email: "search-unverified@example.test", password: testPassword, name: "Una Verified" } });

    expect(await search("q=search-nova")).toEqual(["search-nova@example.test"]);
    expect(await search("q=SEARCH-MALL")).toEqual(["search-mallory@example.test"]);
    expect(await search("q=brightwater")).toEqual(["search-nova@example.test"]);
    expect(await search(`q=${encodeURIComponent("Novalie Bright")}`)).toEqual(["search-nova@example.test"]);
    expect(await search("q=velvet")).toEqual(["search-nova@example.test"]);
    expect(await search("q=owl")).toEqual(["search-mallory@example.test"]);
    // A LIKE wildcard is searched for as itself.
    expect(await search("q=%25")).toEqual([]);
    expect(await search("q=search-&tier=pro")).toEqual(["search-nova@example.test"]);
    expect(await search("q=search-&status=unverified")).toEqual(["search-unverified@example.test"]);
    expect((await search("q=search-&status=active")).sort()).toEqual(["search-mallory@example.test", "search-nova@example.test"]);
    expect(await search("q=search-&status=banned")).toEqual([]);

    const page = await answerOf(routes.search, await admin.request("/api/admin/users?q=search-nova"), 200);
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: 1 });
    expect(page.users[0]).toMatchObject({ id: novaId, firstName: "Novalie", lastName: "Brightwater", stageNames: ["Velvet Comet"], tier: "pro", status: "active", isAdmin: false });
    // Newest first, one page at a time.
    const first = await answerOf(routes.search, await admin.request("/api/admin/users?q=search-&pageSize=2"), 200);
    expect(first.total).toBe(3);
    expect(first.users.map((row) => row.email)).toEqual(["search-unverified@example.test", "search-mallory@example.test"]);
    expect((await answerOf(routes.search, await admin.request("/api/admin/users?q=search-&pageSize=2&page=2"), 200)).users.map((row) => row.email)).toEqual(["search-nova@example.test"]);
    expect((await answerOf(routes.search, await admin.request("/api/admin/users?tier=gold"), 422)).error.code).toBe("VALIDATION_FAILED");
    expect((await search("q=users-admin"))).toEqual(["users-admin@example.test"]);
  });

  it("shows a user's profile, plan, authorisation, figures, sessions, logins and why they are an administrator", async () => {
    const [, id] = await creator("page-nova@example.test", { stage: ["Page Star"], tier: "elite" });
    const { db } = server.runtime;
    await db.insert(subscriptions).values({ userId: id, customerId: "cus_page", subscriptionId: "sub_page", plan: "elite", status: "past_due", graceUntil: new Date("2026-12-01T00:00:00Z") });
    const older = new Date("2026-11-01T10:00:00Z");
    const newer = new Date("2026-11-20T10:00:00Z");
    for (const createdAt of [older, newer]) await db.insert(scans).values({ userId: id, kind: "full", scope: "full", status: "completed", subject: { fromAccount: true }, createdAt });
    const evidence = { url: "https://leaks.example/x", title: "Nova", fetchedAt: "2026-11-20T10:00:00.000Z", httpStatus: 200 };
    const leak = (n: number, status: "new" | "sent" | "removed" | "delisted" | "whitelisted", disposition: "licensed" | null = null) =>
      db.insert(leaks).values({ userId: id, url: `https://leaks.example/${n}`, siteId: "example", siteName: "Example", category: "forum", title: "Nova", kind: "picture", quality: "high", evidence, status, disposition });
    await leak(1, "new");
    await leak(2, "sent");
    await leak(3, "removed");
    await leak(4, "delisted");
    await leak(5, "whitelisted", "licensed");
    const notice = (reference: string, sentAt: Date | null) => insertNotice(db, id, reference, { subject: "DMCA", status: sentAt ? "sent" : "queued", createdAt: older, sentAt });
    await notice("UL-PAGE1", newer);
    await notice("UL-PAGE2", null);

    const page = await pageOf(id);
    expect(page.user).toMatchObject({ id, email: "page-nova@example.test", name: "Nova Quill", emailVerified: true, twoFactorEnabled: false });
    expect(page.profile).toMatchObject({ firstName: "Nova", lastName: "Quill", stageNames: ["Page Star"], tier: "elite", identityVerified: false });
    expect(page.status).toBe("active");
    expect(page.admin).toEqual({ isAdmin: false, byRole: false, byAdminEmails: false });
    expect(page.subscription).toEqual({ plan: "elite", status: "past_due", currentPeriodEnd: null, cancelAtPeriodEnd: false, graceUntil: "2026-12-01T00:00:00.000Z" });
    expect(page.authorisation).toMatchObject({ status: "pending", missing: ["letter", "identity"] });
    expect(page.figures).toEqual({ scans: { total: 2, lastAt: newer.toISOString() }, leaks: { total: 4, open: 2, removed: 1 }, noticesSent: 1 });
    const [row] = await db.select().from(session).where(eq(session.userId, id));
    expect(page.sessions).toEqual([{ id: row!.id, createdAt: row!.createdAt.toISOString(), expiresAt: row!.expiresAt.toISOString(), ipAddress: row!.ipAddress, userAgent: row!.userAgent }]);
    expect(page.logins.length).toBeGreaterThanOrEqual(1);
    expect(page.logins[0]).toMatchObject({ kind: "sign_in" });
    // The newest 20 logins only, newest first.
    for (let n = 0; n < 25; n += 1) await db.insert(loginEvents).values({ userId: id, kind: "session_restored", createdAt: new Date(Date.now() + n * 1000) });
    const logins = (await pageOf(id)).logins;
    expect(logins).toHaveLength(20);
    expect(logins.map((login) => login.createdAt)).toEqual([...logins.map((login) => login.createdAt)].sort().reverse());
    expect(page.activeBan).toBeNull();
    expect(page.bans).toEqual([]);

    // The administrator from ADMIN_EMAILS is one by the list, not the role.
    expect((await pageOf(adminId)).admin).toEqual({ isAdmin: true, byRole: false, byAdminEmails: true });
    expect((await pageOf(adminId)).user.twoFactorEnabled).toBe(true);
    expect((await answerOf(routes.get, await admin.request("/api/admin/users/no-such-user"), 404)).error.code).toBe("NOT_FOUND");
  });

  it("changes the tier with a reason, without touching the payment state, and records it", async () => {
    const [nova, id] = await creator("tier-nova@example.test");
    for (const body of [{ tier: "pro" }, { tier: "pro", reason: "   " }, { tier: "gold", reason: "Why" }, { tier: "pro", reason: "x".repeat(501) }, { tier: "pro", reason: "ok", extra: 1 }]) {
      expect((await answerOf(routes.changeTier, await act(admin, id, "tier", "PUT", body), 422)).error.code).toBe("VALIDATION_FAILED");
    }
    const page = await answerOf(routes.changeTier, await act(admin, id, "tier", "PUT", { tier: "pro", reason: "  Goodwill after an outage  " }), 200);
    expect(page.profile.tier).toBe("pro");
    expect(page.subscription).toBeNull();
    expect((await (await nova.request("/api/me")).json()).profile.subscriptionTier).toBe("pro");
    expect((await answerOf(routes.changeTier, await act(admin, id, "tier", "PUT", { tier: "pro", reason: "Again" }), 409)).error.code).toBe("CONFLICT");
    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: adminId, actorEmail: "users-admin@example.test", action: "user.tier", targetUserId: id, targetEmail: "tier-nova@example.test", reason: "Goodwill after an outage", details: { from: "standard", to: "pro" } });
    // A creator may not.
    expect((await answerOf(routes.changeTier, await act(nova, id, "tier", "PUT", { tier: "elite", reason: "Me" }), 403)).error.code).toBe("FORBIDDEN");
  });

  it("grants and removes the administrator role, never one's own, and says when ADMIN_EMAILS keeps someone an administrator", async () => {
    const [nova, id] = await creator("role-nova@example.test");
    expect((await answerOf(routes.setRole, await act(admin, id, "role", "PUT", { role: "admin" }), 422)).error.code).toBe("VALIDATION_FAILED");
    const granted = await answerOf(routes.setRole, await act(admin, id, "role", "PUT", { role: "admin", reason: "Joins the support team" }), 200);
    expect(granted.admin).toEqual({ isAdmin: true, byRole: true, byAdminEmails: false });
    expect((await (await nova.request("/api/me")).json()).isAdmin).toBe(true);
    expect((await answerOf(routes.setRole, await act(admin, id, "role", "PUT", { role: "admin", reason: "Twice" }), 409)).error.code).toBe("CONFLICT");
    const revoked = await answerOf(routes.setRole, await act(admin, id, "role", "PUT", { role: "user", reason: "Left the team" }), 200);
    expect(revoked.admin).toEqual({ isAdmin: false, byRole: false, byAdminEmails: false });
    expect((await (await nova.request("/api/me")).json()).isAdmin).toBe(false);
    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.reason, entry.actorId])).toEqual([
      ["user.admin.revoke", "Left the team", adminId],
      ["user.admin.grant", "Joins the support team", adminId],
    ]);

    // Nobody removes their own role: 403, and nothing changes.
    await server.runtime.db.update(user).set({ role: "admin" }).where(eq(user.id, adminId));
    expect((await answerOf(routes.setRole, await act(admin, adminId, "role", "PUT", { role: "user", reason: "Oops" }), 403)).error.code).toBe("FORBIDDEN");
    expect((await pageOf(adminId)).user.role).toBe("admin");
    await server.runtime.db.update(user).set({ role: "user" }).where(eq(user.id, adminId));

    // An address in ADMIN_EMAILS stays an administrator whatever the role.
    const [, listedId] = await server.signedInBrowser("listed-admin@example.test");
    await answerOf(routes.setRole, await act(admin, listedId, "role", "PUT", { role: "admin", reason: "Belt and braces" }), 200);
    const listed = await answerOf(routes.setRole, await act(admin, listedId, "role", "PUT", { role: "user", reason: "Role not needed" }), 200);
    expect(listed.admin).toEqual({ isAdmin: true, byRole: false, byAdminEmails: true });
  });

  it("signs an account out everywhere and records how many sessions ended", async () => {
    const [nova, id] = await creator("sessions-nova@example.test");
    const second = server.browser();
    await second.request("/api/auth/sign-in/email", { json: { email: "sessions-nova@example.test", password: testPassword } });
    expect((await nova.request("/api/me")).status).toBe(200);
    expect((await pageOf(id)).sessions).toHaveLength(2);
    const page = await answerOf(routes.revokeSessions, await act(admin, id, "sessions/revoke", "POST", {}), 200);
    expect(page.sessions).toEqual([]);
    expect((await nova.request("/api/me")).status).toBe(401);
    expect((await second.request("/api/me")).status).toBe(401);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: "user.sessions.revoke", actorId: adminId, targetUserId: id, reason: null, details: { sessions: 2 } });
    // The administrator's own session is untouched.
    expect((await admin.request("/api/me")).status).toBe(200);
  });

  it("sends the verification e-mail again to an unverified address only", async () => {
    await server.browser().request("/api/auth/sign-up/email", { json: { email: "resend-una@example.test", password: testPassword, name: "Una" } });
    const [{ id }] = await server.runtime.db.select({ id: user.id }).from(user).where(eq(user.email, "resend-una@example.test"));
    const before = await latestMail(server, "resend-una@example.test");
    const page = await answerOf(routes.resendVerification, await act(admin, id!, "verification-email", "POST", { reason: "She lost the first mail" }), 200);
    expect(page.status).toBe("unverified");
    const mail = await latestMail(server, "resend-una@example.test");
    expect(mail.id).not.toBe(before.id);
    expect(mail.subject).toBe("Confirm your e-mail address for Unleak");
    expect(mail.text).toContain("/api/auth/verify-email?token=");
    expect(mail.text).toContain("callbackURL=%2Fdashboard");
    const [entry] = await auditOf(id!);
    expect(entry).toMatchObject({ action: "user.verification.resend", actorId: adminId, targetUserId: id, reason: "She lost the first mail" });
    const [, verifiedId] = await creator("resend-verified@example.test");
    expect((await answerOf(routes.resendVerification, await act(admin, verifiedId, "verification-email", "POST", {}), 409)).error.code).toBe("CONFLICT");
    expect(await auditOf(verifiedId)).toEqual([]);
  });

  it("bans with a reason and notes, which the user reads, and lifts the ban", async () => {
    const [nova, id] = await creator("ban-nova@example.test");
    expect((await nova.request("/api/leaks")).status).toBe(200);
    expect((await answerOf(routes.ban, await act(admin, id, "ban", "POST", { adminNotes: "no reason" }), 422)).error.code).toBe("VALIDATION_FAILED");
    const banned = await answerOf(routes.ban, await act(admin, id, "ban", "POST", { reason: "Impersonating another creator", adminNotes: "Reported twice" }), 200);
    expect(banned.status).toBe("banned");
    expect(banned.activeBan).toMatchObject({ active: true, reason: "Impersonating another creator", adminNotes: "Reported twice", bannedByEmail: "users-admin@example.test" });

    const refused = await nova.request("/api/leaks");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("ACCOUNT_SUSPENDED");
    const me = await (await nova.request("/api/me")).json();
    expect(me.ban).toMatchObject({ reason: "Impersonating another creator", adminNotes: "Reported twice" });
    const mail = await latestMail(server, "ban-nova@example.test");
    expect(mail.subject).toBe("Unleak: your account is suspended");
    expect(mail.text).toContain("Impersonating another creator");
    expect(await search("q=ban-nova&status=banned")).toEqual(["ban-nova@example.test"]);

    expect((await answerOf(routes.ban, await act(admin, id, "ban", "POST", { reason: "Again" }), 409)).error.code).toBe("CONFLICT");
    expect((await answerOf(routes.ban, await act(admin, adminId, "ban", "POST", { reason: "Myself" }), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.unban, await act(admin, id, "unban", "POST", {}), 422)).error.code).toBe("VALIDATION_FAILED");

    const lifted = await answerOf(routes.unban, await act(admin, id, "unban", "POST", { reason: "Identity confirmed by video call" }), 200);
    expect(lifted.status).toBe("active");
    expect(lifted.activeBan).toBeNull();
    expect(lifted.bans).toEqual([expect.objectContaining({ active: false, reason: "Impersonating another creator" })]);
    expect((await nova.request("/api/leaks")).status).toBe(200);
    expect((await latestMail(server, "ban-nova@example.test")).subject).toBe("Unleak: your account is active again");
    expect((await answerOf(routes.unban, await act(admin, id, "unban", "POST", { reason: "Twice" }), 409)).error.code).toBe("NOT_SUSPENDED");

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.targetUserId, entry.reason])).toEqual([
      ["user.unban", adminId, id, "Identity confirmed by video call"],
      ["user.ban", adminId, id, "Impersonating another creator"],
    ]);
    expect(entries[1]!.details).toMatchObject({ adminNotes: "Reported twice" });
    expect(await server.runtime.db.select().from(userBans).where(eq(userBans.userId, id))).toHaveLength(1);
    expect((await answerOf(routes.ban, await act(admin, "no-such-user", "ban", "POST", { reason: "Ghost" }), 404)).error.code).toBe("NOT_FOUND");
  });

  it("refuses creators, and administrators without two-factor", async () => {
    const [nova, id] = await creator("refused-nova@example.test");
    expect((await answerOf(routes.search, await nova.request("/api/admin/users"), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.get, await nova.request(`/api/admin/users/${id}`), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.ban, await act(nova, adminId, "ban", "POST", { reason: "Revenge" }), 403)).error.code).toBe("FORBIDDEN");
    // An address in ADMIN_EMAILS, signed in without two-factor (the role test may have made the account already).
    const [withoutTwoFactor] = await server.signedInBrowser("listed-admin@example.test");
    const refused = await answerOf(routes.search, await withoutTwoFactor.request("/api/admin/users"), 403);
    expect(refused.error.code).toBe("TWO_FACTOR_REQUIRED");
    expect(await auditOf(adminId)).toEqual([]);
  });
});
