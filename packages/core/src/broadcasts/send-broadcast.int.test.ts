// Broadcasts through core: only administrators send; a plan's broadcast is one row per user of that
// plan, everybody's one global row; each reader gets their language, English without one; the
// audit entry is written with the rows, and a refused broadcast leaves neither.
import type { SendBroadcast } from "@unleak/contracts";
import { adminAuditLog, notifications, profiles, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findNotification, listNotifications } from "../notifications/notifications";
import type { SignedInActor } from "../policy/actor";
import { listBroadcasts } from "./list-broadcasts";
import { storedLanguageOf } from "./reader-language";
import { sendBroadcast } from "./send-broadcast";

const kinds = await testDatabaseKinds();
const admin: SignedInActor = { kind: "admin", userId: "boss" };
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");
const texts = (title: string): SendBroadcast["texts"] => ({
  en: { title, message: "English" },
  de: { title: `${title} auf Deutsch`, message: "Deutsch" },
  es: { title: `${title} en español`, message: "Español" },
  fr: { title: `${title} en français`, message: "Français" },
});

describe.each(kinds)("broadcasts on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    const accounts = [
      ["boss", "admin", null],
      ["ada", "elite", "fr"],
      ["bea", "elite", "xx"],
      ["cid", "standard", null],
    ] as const;
    for (const [id, tier, language] of accounts) {
      await db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true });
      await db.insert(profiles).values({ id, email: `${id}@example.test`, subscriptionTier: tier, language });
    }
  });
  afterAll(async () => database?.dispose());

  it("sends a plan's broadcast to each of its users, in one row each, read in each reader's language", async () => {
    const { db } = database.handle;
    const sent = await sendBroadcast({ db, actor: admin, audience: { kind: "tier", tier: "elite" }, texts: texts("Elite news") });
    expect(sent.recipients).toBe(2);
    const rows = await db.select().from(notifications).where(like(notifications.notificationId, `broadcast:${sent.id}:%`));
    expect(rows.map((row) => row.userId).sort()).toEqual(["ada", "bea"]);
    expect(rows.every((row) => !row.global && row.title === "Elite news" && row.translations?.es?.title === "Elite news en español")).toBe(true);

    const ada: SignedInActor = { kind: "creator", userId: "ada" };
    expect((await listNotifications({ db, actor: ada, ownerId: "ada", language: "de" })).notifications[0]).toMatchObject({ title: "Elite news auf Deutsch", message: "Deutsch" });
    expect((await listNotifications({ db, actor: ada, ownerId: "ada" })).notifications[0]).toMatchObject({ title: "Elite news", message: "English" });
    const adas = rows.find((row) => row.userId === "ada")!;
    expect(await findNotification({ db, actor: ada, ownerId: "ada", id: adas.id, language: "fr" })).toMatchObject({ title: "Elite news en français" });
    // Cid is on another plan.
    expect((await listNotifications({ db, actor: { kind: "creator", userId: "cid" }, ownerId: "cid" })).notifications).toEqual([]);
  });

  it("sends everybody one global row and one user a row of their own", async () => {
    const { db } = database.handle;
    const everybody = await sendBroadcast({ db, actor: admin, audience: { kind: "all" }, texts: texts("For all") });
    expect(everybody.recipients).toBe(4);
    expect(await db.select({ global: notifications.global, userId: notifications.userId }).from(notifications).where(like(notifications.notificationId, `broadcast:${everybody.id}%`))).toEqual([
      { global: true, userId: null },
    ]);
    const single = await sendBroadcast({ db, actor: admin, audience: { kind: "user", userId: "cid" }, texts: texts("For Cid") });
    expect(single.recipients).toBe(1);
    expect((await listNotifications({ db, actor: { kind: "creator", userId: "cid" }, ownerId: "cid", language: "es" })).notifications.map((n) => n.title)).toEqual([
      "For Cid en español",
      "For all en español",
    ]);
    expect((await listBroadcasts({ db, actor: admin })).broadcasts.map((b) => [b.title, b.audience.kind, b.recipients, b.sentBy])).toEqual([
      ["For Cid", "user", 1, "boss@example.test"],
      ["For all", "all", 4, "boss@example.test"],
      ["Elite news", "tier", 2, "boss@example.test"],
    ]);
  });

  it("refuses creators and unknown users, leaving no row and no audit entry", async () => {
    const { db } = database.handle;
    const before = (await db.select().from(adminAuditLog)).length;
    expect(await codeOf(sendBroadcast({ db, actor: { kind: "creator", userId: "ada" }, audience: { kind: "all" }, texts: texts("Nope") }))).toBe("FORBIDDEN");
    expect(await codeOf(listBroadcasts({ db, actor: { kind: "creator", userId: "ada" } }))).toBe("FORBIDDEN");
    expect(await codeOf(sendBroadcast({ db, actor: admin, audience: { kind: "user", userId: "ghost" }, texts: texts("Nope") }))).toBe("NOT_FOUND");
    expect(await db.select().from(notifications).where(eq(notifications.title, "Nope"))).toEqual([]);
    expect(await db.select().from(adminAuditLog)).toHaveLength(before);
  });

  it("reads a reader's stored language, ignoring one the interface does not have", async () => {
    const { db } = database.handle;
    expect(await storedLanguageOf({ db, userId: "ada" })).toBe("fr");
    expect(await storedLanguageOf({ db, userId: "bea" })).toBeNull();
    expect(await storedLanguageOf({ db, userId: "cid" })).toBeNull();
  });
});
