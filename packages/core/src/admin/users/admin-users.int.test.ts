// The admin panel's users in core (issue 16): the search's status filter and a user's page agree
// on every kind of account (a phone account, a suspension kept only as the profile's flag); the
// actions change what they name with one audit entry each, and refuse what they must.
import { adminAuditLog, type Database, profiles, session, user, userBans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCreator } from "../../testing/seed";
import { changeTier } from "./change-tier";
import { readAdminUser } from "./read-admin-user";
import { revokeAllSessions } from "./revoke-all-sessions";
import { resendVerification } from "./resend-verification";
import { searchUsers } from "./search-users";
import { setAdminRole } from "./set-admin-role";

const kinds = await testDatabaseKinds();
const admin = { kind: "admin" as const, userId: "ada" };
const creator = { kind: "creator" as const, userId: "nova" };
const adminEmails = ["listed@example.test"];
const filters = { page: 1, pageSize: 25 };

describe.each(kinds)("the admin panel's users in core on $kind", ({ create }) => {
  let database: TestDatabase;
  let db: Database;
  const auditOf = (userId: string) => db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId));

  beforeAll(async () => {
    database = await create();
    db = database.handle.db;
    await seedCreator(db, { id: "ada", email: "ada@example.test", name: "Ada Admin" });
    await db.update(user).set({ role: "admin" }).where(eq(user.id, "ada"));
    await seedCreator(db, { id: "nova", email: "nova@example.test", name: "Nova Quill" });
    await seedCreator(db, { id: "listed", email: "listed@example.test", name: "Listed Admin" });
    // A phone account: its placeholder address is never verified, its number is.
    await db.insert(user).values({ id: "phone", name: "Pia Phone", email: "4915123456789@phone.unleak.invalid", emailVerified: false, phoneNumber: "+4915123456789", phoneNumberVerified: true });
    await db.insert(user).values({ id: "una", name: "Una Unverified", email: "una@example.test", emailVerified: false });
    // Suspended by the profile's flag only (as before user_bans rows were kept).
    await seedCreator(db, { id: "flagged", email: "flagged@example.test", name: "Flo Flagged" });
    await db.update(profiles).set({ banned: true }).where(eq(profiles.id, "flagged"));
    await seedCreator(db, { id: "banned", email: "banned@example.test", name: "Ben Banned" });
    await db.insert(userBans).values({ userId: "banned", banReason: "Spam", bannedBy: "ada" });
  });
  afterAll(async () => database?.dispose());

  it("filters by the same status a user's page shows", async () => {
    const expected = { ada: "active", nova: "active", listed: "active", phone: "active", una: "unverified", flagged: "banned", banned: "banned" } as const;
    for (const [id, status] of Object.entries(expected)) expect((await readAdminUser({ db, actor: admin, adminEmails, userId: id })).status, id).toBe(status);
    for (const status of ["active", "unverified", "banned"] as const) {
      const page = await searchUsers({ db, actor: admin, adminEmails, filters: { ...filters, status } });
      expect(page.users.map((row) => row.id).sort(), status).toEqual(Object.keys(expected).filter((id) => expected[id as keyof typeof expected] === status).sort());
    }
  });

  it("finds a phone account by its number and tells why someone is an administrator", async () => {
    expect((await searchUsers({ db, actor: admin, adminEmails, filters: { ...filters, q: "4915123" } })).users.map((row) => row.id)).toEqual(["phone"]);
    const admins = (await searchUsers({ db, actor: admin, adminEmails, filters })).users.filter((row) => row.isAdmin).map((row) => row.id);
    expect(admins.sort()).toEqual(["ada", "listed"]);
    expect((await readAdminUser({ db, actor: admin, adminEmails, userId: "ada" })).admin).toEqual({ isAdmin: true, byRole: true, byAdminEmails: false });
    expect((await readAdminUser({ db, actor: admin, adminEmails, userId: "listed" })).admin).toEqual({ isAdmin: true, byRole: false, byAdminEmails: true });
  });

  it("is for administrators only", async () => {
    await expect(searchUsers({ db, actor: creator, adminEmails, filters })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(readAdminUser({ db, actor: creator, adminEmails, userId: "nova" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(changeTier({ db, actor: creator, userId: "nova", tier: "elite", reason: "Me" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(setAdminRole({ db, actor: creator, userId: "nova", role: "admin", reason: "Me" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await auditOf("nova")).toEqual([]);
  });

  it("changes a tier and records from and to, and refuses unknown users and unchanged tiers", async () => {
    await changeTier({ db, actor: admin, userId: "nova", tier: "elite", reason: "Partner" });
    expect((await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, "nova")))[0]?.tier).toBe("elite");
    await expect(changeTier({ db, actor: admin, userId: "nova", tier: "elite", reason: "Again" })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(changeTier({ db, actor: admin, userId: "nobody", tier: "pro", reason: "Ghost" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const entries = await auditOf("nova");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: "ada", actorEmail: "ada@example.test", action: "user.tier", targetEmail: "nova@example.test", reason: "Partner", details: { from: "standard", to: "elite" } });
  });

  it("never lets an administrator remove their own role", async () => {
    await expect(setAdminRole({ db, actor: admin, userId: "ada", role: "user", reason: "Oops" })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await db.select({ role: user.role }).from(user).where(eq(user.id, "ada")))[0]?.role).toBe("admin");
    expect(await auditOf("ada")).toEqual([]);
  });

  it("ends every session of the account and no one else's", async () => {
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db.insert(session).values([
      { id: "s1", token: "t1", userId: "listed", expiresAt },
      { id: "s2", token: "t2", userId: "listed", expiresAt },
      { id: "s3", token: "t3", userId: "ada", expiresAt },
    ]);
    expect(await revokeAllSessions({ db, actor: admin, userId: "listed" })).toEqual({ ended: 2 });
    expect((await db.select({ id: session.id }).from(session)).map((row) => row.id)).toEqual(["s3"]);
    expect((await auditOf("listed"))[0]).toMatchObject({ action: "user.sessions.revoke", reason: null, details: { sessions: 2 } });
  });

  it("sends a verification link to an unverified address only, and records only a mail that left", async () => {
    const sent: string[] = [];
    await resendVerification({ db, actor: admin, userId: "una", reason: "Asked by phone", send: async (email) => void sent.push(email) });
    expect(sent).toEqual(["una@example.test"]);
    expect((await auditOf("una"))[0]).toMatchObject({ action: "user.verification.resend", reason: "Asked by phone" });
    for (const userId of ["nova", "phone"]) await expect(resendVerification({ db, actor: admin, userId, send: async () => {} })).rejects.toMatchObject({ code: "CONFLICT" });
    const failing = resendVerification({ db, actor: admin, userId: "una", send: () => Promise.reject(new Error("SMTP down")) });
    await expect(failing).rejects.toThrow("SMTP down");
    expect(await auditOf("una")).toHaveLength(1);
  });
});
