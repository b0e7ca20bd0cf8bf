// Notifications through the policy: the owner and administrators reach them, another creator and
// a visitor never do, and a global notification marked read or deleted changes only for that user.
import { notifications, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "../policy/actor";
import { createNotification, deleteNotification, findNotification, listNotifications, markNotificationsRead } from "./notifications";

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

    // Marking all includes the global one, for Nova only.
    expect(await markNotificationsRead({ db, actor: nova, ownerId: "nova" })).toEqual({ updated: 2 });
    expect((await listNotifications({ db, actor: nova, ownerId: "nova" })).unread).toBe(0);
    expect((await listNotifications({ db, actor: mallory, ownerId: "mallory" })).notifications.find((n) => n.id === shared.id)?.read).toBe(false);
    await deleteNotification({ db, actor: admin, ownerId: "nova", id: own.id });
    expect(await db.select().from(notifications).where(eq(notifications.id, own.id))).toEqual([]);
  });

  it("keeps each user's own read and deleted state of a global notification", async () => {
    const { db } = database.handle;
    const shared = await createNotification({ db, userId: null, title: "New sites", message: "We now watch 40 more sites." });
    const unreadOf = async (userId: string) => (await listNotifications({ db, actor: { kind: "creator", userId }, ownerId: userId })).unread;
    const [novaBefore, malloryBefore] = [await unreadOf("nova"), await unreadOf("mallory")];

    expect(await markNotificationsRead({ db, actor: nova, ownerId: "nova", ids: [shared.id] })).toEqual({ updated: 1 });
    expect(await unreadOf("nova")).toBe(novaBefore - 1);
    expect(await unreadOf("mallory")).toBe(malloryBefore);
    expect((await findNotification({ db, actor: nova, ownerId: "nova", id: shared.id }))?.read).toBe(true);
    expect((await findNotification({ db, actor: mallory, ownerId: "mallory", id: shared.id }))?.read).toBe(false);
    // Marking it again keeps the first time it was read and changes nothing else.
    await markNotificationsRead({ db, actor: nova, ownerId: "nova", ids: [shared.id] });
    expect(await unreadOf("nova")).toBe(novaBefore - 1);

    await deleteNotification({ db, actor: mallory, ownerId: "mallory", id: shared.id });
    expect((await listNotifications({ db, actor: mallory, ownerId: "mallory" })).notifications.map((n) => n.id)).not.toContain(shared.id);
    expect(await unreadOf("mallory")).toBe(malloryBefore - 1);
    expect(await findNotification({ db, actor: mallory, ownerId: "mallory", id: shared.id })).toBeNull();
    expect(await codeOf(deleteNotification({ db, actor: mallory, ownerId: "mallory", id: shared.id }))).toBe("NOT_FOUND");
    // Deleted for Mallory, it is neither marked for her nor gone for Nova.
    expect(await markNotificationsRead({ db, actor: mallory, ownerId: "mallory", ids: [shared.id] })).toEqual({ updated: 0 });
    expect((await listNotifications({ db, actor: nova, ownerId: "nova" })).notifications.map((n) => n.id)).toContain(shared.id);
    expect(await db.select().from(notifications).where(eq(notifications.id, shared.id))).toHaveLength(1);
  });
});
