import { instantScanResults, loginEvents, profiles, scans, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCreator } from "../testing/seed";
import { recordSignIn } from "./record-sign-in";

const kinds = await testDatabaseKinds();

describe.each(kinds)("what a sign-in records on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.dispose());

  async function confirmedResultFor(email: string) {
    const { db } = database.handle;
    const [scan] = await db.insert(scans).values({ clientKey: `v:${email}`, kind: "instant", scope: "preview", status: "completed", subject: { names: ["Nova"] } }).returning();
    const [row] = await db.insert(instantScanResults).values({ creatorName: "Nova", email, emailStatus: "confirmed", scanId: scan.id }).returning();
    return { scanId: scan.id, resultId: row.id };
  }

  it("records the login and the announced language, and links the verified address's confirmed results with their scan", async () => {
    const { db } = database.handle;
    const userId = await seedCreator(db, { id: "nova", email: "Nova@Example.test" });
    const { scanId, resultId } = await confirmedResultFor("nova@example.test");

    await recordSignIn({ db, userId, userAgent: "Firefox", ipAddress: "203.0.113.9", language: "fr" });

    expect(await db.select({ kind: loginEvents.kind, ip: loginEvents.ipAddress }).from(loginEvents).where(eq(loginEvents.userId, userId))).toEqual([{ kind: "sign_in", ip: "203.0.113.9" }]);
    expect((await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)))[0].language).toBe("fr");
    expect((await db.select().from(instantScanResults).where(eq(instantScanResults.id, resultId)))[0].userId).toBe(userId);
    expect((await db.select().from(scans).where(eq(scans.id, scanId)))[0].userId).toBe(userId);
  });

  it("links nothing to an account whose address is not verified, and keeps the language when none is announced", async () => {
    const { db } = database.handle;
    const userId = await seedCreator(db, { id: "mira", email: "mira@example.test", language: "es" });
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, userId));
    const { resultId } = await confirmedResultFor("mira@example.test");

    await recordSignIn({ db, userId, userAgent: null, ipAddress: null, language: null });

    expect((await db.select().from(instantScanResults).where(eq(instantScanResults.id, resultId)))[0].userId).toBeNull();
    expect((await db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId)))[0].language).toBe("es");
    expect(await db.select().from(loginEvents).where(eq(loginEvents.userId, userId))).toHaveLength(1);
  });
});
