// Notifications through the policy: the owner and administrators reach them, another creator and
// a visitor never do, and global notifications stay shared whoever marks or deletes.
import { notifications, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../policy/actor";
import { createNotification, deleteNotification, listNotifications, markNotificationsRead } from "./notifications";

const kinds = await testDatabaseKinds();
const nova: Actor = { kind: "creator", userId: "nova" };
const mallory: Actor = { kind: "creator", userId: "mallory" };
const admin: Actor = { kind: "admin", userId: "boss" };
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

describe.each(kinds)("notifications on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    for (const id of ["nova", "mallory", "boss"]) await db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true });
  });
  afterAll(async () => database?.dispose());

  it("lets the owner and an administrator read, mark and delete, and nobody else", async () => {
    const { db } = database.handle;
    const own = await createNotification({ db, userId: "nova", title: "Removed", message: "A copy was taken down." });
    const shared = await createNotification({ db, userId: null, title: "Maintenance", message: "Tonight." });

    const listed = await listNotifications({ db, actor: nova, ownerId: "nova" });
    expect(listed.notifications.map((n) => n.title).sort()).toEqual(["Maintenance", "Removed"]);
    expect(listed.unread).toBe(2);
    expect(listed.notifications[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await listNotifications({ db, actor: admin, ownerId: "nova" })).unread).toBe(2);

    expect(await codeOf(listNotifications({ db, actor: mallory, ownerId: "nova" }))).toBe("NOT_FOUND");
    expect(await codeOf(markNotificationsRead({ db, actor: mallory, ownerId: "nova" }))).toBe("NOT_FOUND");
    expect(await codeOf(deleteNotification({ db, actor: mallory, ownerId: "nova", id: own.id }))).toBe("NOT_FOUND");
    expect(await codeOf(listNotifications({ db, actor: { kind: "visitor", visitorKey: null }, ownerId: "nova" }))).toBe("UNAUTHENTICATED");
    // Mallory acting on her own account reaches only her own rows.
    expect(await markNotificationsRead({ db, actor: mallory, ownerId: "mallory", ids: [own.id] })).toEqual({ updated: 0 });
    expect(await codeOf(deleteNotification({ db, actor: mallory, ownerId: "mallory", id: own.id }))).toBe("NOT_FOUND");

    expect(await markNotificationsRead({ db, actor: nova, ownerId: "nova" })).toEqual({ updated: 1 });
    expect((await listNotifications({ db, actor: nova, ownerId: "nova" })).unread).toBe(1); // the global one stays unread
    expect(await codeOf(deleteNotification({ db, actor: nova, ownerId: "nova", id: shared.id }))).toBe("NOT_FOUND");
    await deleteNotification({ db, actor: admin, ownerId: "nova", id: own.id });
    expect(await db.select().from(notifications).where(eq(notifications.id, own.id))).toEqual([]);
  });
});
