// The audit log: an entry names who did what to whom and why, outlives the accounts it names, is
// found by e-mail, action or reason, and can never be changed or deleted, not even in SQL.
import { adminAuditLog, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAdminActions, recordAdminAction } from "./admin-audit";

const kinds = await testDatabaseKinds();
const admin = { kind: "admin" as const, userId: "ada" };

describe.each(kinds)("the audit log on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    for (const id of ["ada", "nova", "mallory"]) await db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true });
    await recordAdminAction(db, { actor: admin, action: "user.tier", targetUserId: "nova", reason: "Comp for the press launch", details: { from: "standard", to: "elite" } });
    await recordAdminAction(db, { actor: admin, action: "user.ban", targetUserId: "mallory", reason: "Reports other creators' accounts" });
    await recordAdminAction(db, { actor: admin, action: "broadcast.send", details: { recipients: 3 } });
  });
  afterAll(async () => database?.dispose());

  it("records who, what, whom, when and why, newest first", async () => {
    const { entries, nextOffset } = await listAdminActions({ db: database.handle.db, actor: admin });
    expect(nextOffset).toBeNull();
    expect(entries.map((entry) => entry.action)).toEqual(["broadcast.send", "user.ban", "user.tier"]);
    expect(entries[2]).toMatchObject({ actorId: "ada", actorEmail: "ada@example.test", targetUserId: "nova", targetEmail: "nova@example.test", reason: "Comp for the press launch", details: { from: "standard", to: "elite" } });
    expect(entries[0]).toMatchObject({ targetUserId: null, targetEmail: null, reason: null });
  });

  it("finds entries by e-mail, action, reason or user, and pages", async () => {
    const { db } = database.handle;
    const actions = async (query: Parameters<typeof listAdminActions>[0]) => (await listAdminActions(query)).entries.map((entry) => entry.action);
    expect(await actions({ db, actor: admin, q: "MALLORY@" })).toEqual(["user.ban"]);
    expect(await actions({ db, actor: admin, q: "press launch" })).toEqual(["user.tier"]);
    expect(await actions({ db, actor: admin, q: "100%_" })).toEqual([]);
    expect(await actions({ db, actor: admin, action: "broadcast.send" })).toEqual(["broadcast.send"]);
    expect(await actions({ db, actor: admin, targetUserId: "nova" })).toEqual(["user.tier"]);
    const first = await listAdminActions({ db, actor: admin, limit: 2 });
    expect(first.nextOffset).toBe(2);
    expect((await listAdminActions({ db, actor: admin, limit: 2, offset: 2 })).entries.map((entry) => entry.action)).toEqual(["user.tier"]);
  });

  it("is read by administrators only", async () => {
    await expect(listAdminActions({ db: database.handle.db, actor: { kind: "creator", userId: "nova" } })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("refuses every change and deletion, and keeps naming a deleted account", async () => {
    const { db } = database.handle;
    await expect(db.update(adminAuditLog).set({ reason: "nothing happened" })).rejects.toThrow();
    await expect(db.delete(adminAuditLog)).rejects.toThrow();
    await expect(db.execute(sql`delete from admin_audit_log where action = 'user.ban'`)).rejects.toThrow();
    await db.delete(user).where(eq(user.id, "mallory"));
    const { entries } = await listAdminActions({ db, actor: admin, action: "user.ban" });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetUserId: "mallory", targetEmail: "mallory@example.test", reason: "Reports other creators' accounts" });
  });
});
