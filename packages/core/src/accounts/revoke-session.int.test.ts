// Ending a session through the policy: its owner or an administrator may, another creator gets
// NOT_FOUND (as for an unknown id), and the session stays.
import { session, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revokeSession } from "./revoke-session";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

describe.each(kinds)("ending a session on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    for (const id of ["nova", "mallory"]) await db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true });
    const expiresAt = new Date("2099-01-01T00:00:00Z");
    await db.insert(session).values([
      { id: "laptop", token: "t-laptop", userId: "nova", expiresAt },
      { id: "phone", token: "t-phone", userId: "nova", expiresAt },
    ]);
  });
  afterAll(async () => database?.dispose());

  const remaining = async () => (await database.handle.db.select({ id: session.id }).from(session).where(eq(session.userId, "nova"))).map((row) => row.id).sort();

  it("lets the owner and an administrator end it, and nobody else", async () => {
    const { db } = database.handle;
    const mallory = { kind: "creator" as const, userId: "mallory" };
    expect(await codeOf(revokeSession({ db, actor: mallory, ownerId: "nova", sessionId: "phone" }))).toBe("NOT_FOUND");
    expect(await codeOf(revokeSession({ db, actor: mallory, ownerId: "mallory", sessionId: "phone" }))).toBe("NOT_FOUND");
    expect(await remaining()).toEqual(["laptop", "phone"]);

    await revokeSession({ db, actor: { kind: "creator", userId: "nova" }, ownerId: "nova", sessionId: "phone" });
    expect(await remaining()).toEqual(["laptop"]);
    expect(await codeOf(revokeSession({ db, actor: { kind: "creator", userId: "nova" }, ownerId: "nova", sessionId: "phone" }))).toBe("NOT_FOUND");
    await revokeSession({ db, actor: { kind: "admin", userId: "boss" }, ownerId: "nova", sessionId: "laptop" });
    expect(await remaining()).toEqual([]);
  });
});
