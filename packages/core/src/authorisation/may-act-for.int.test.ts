// The gate every sending path asks: closed without a letter or without an approved identity
// verification, open with both, closed again once the letter is revoked or a newer verification is
// pending. Reading and revoking go through the policy.
import { digitalSignatures, identityVerifications, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuthorisationStatus } from "./authorisation-status";
import { mayActFor } from "./may-act-for";
import { revokeLetter } from "./revoke-letter";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

describe.each(kinds)("mayActFor on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
    for (const id of ["nova", "mallory"]) await database.handle.db.insert(user).values({ id, name: id, email: `${id}@example.test`, emailVerified: true });
  });
  afterAll(async () => database?.dispose());

  it("opens only with a valid letter and an approved latest verification, and revoking closes it", async () => {
    const { db } = database.handle;
    const nova = { kind: "creator" as const, userId: "nova" };
    expect(await mayActFor({ db, creatorId: "nova" })).toEqual({ allowed: false, missing: ["letter", "identity"] });
    await db.insert(digitalSignatures).values({ userId: "nova", consentVersion: "2026-11-24", fullName: "Nova Quill", contentDescription: "Photos" });
    expect(await mayActFor({ db, creatorId: "nova" })).toEqual({ allowed: false, missing: ["identity"] });
    await db.insert(identityVerifications).values({ userId: "nova", status: "approved", createdAt: new Date("2026-11-01T00:00:00Z") });
    expect(await mayActFor({ db, creatorId: "nova" })).toEqual({ allowed: true, missing: [] });
    expect((await getAuthorisationStatus({ db, actor: nova, ownerId: "nova" })).status).toBe("authorized");

    // Another creator can neither read nor revoke Nova's authorisation.
    const mallory = { kind: "creator" as const, userId: "mallory" };
    expect(await codeOf(getAuthorisationStatus({ db, actor: mallory, ownerId: "nova" }))).toBe("NOT_FOUND");
    expect(await codeOf(revokeLetter({ db, actor: mallory, ownerId: "nova" }))).toBe("NOT_FOUND");
    expect(await mayActFor({ db, creatorId: "nova" })).toEqual({ allowed: true, missing: [] });

    expect(await revokeLetter({ db, actor: nova, ownerId: "nova" })).toBe(1);
    expect(await mayActFor({ db, creatorId: "nova" })).toEqual({ allowed: false, missing: ["letter"] });
    expect(await revokeLetter({ db, actor: nova, ownerId: "nova" })).toBe(0);
  });

  it("follows the latest identity verification: a newer pending one closes the gate", async () => {
    const { db } = database.handle;
    await db.insert(digitalSignatures).values({ userId: "mallory", consentVersion: "2026-11-24", fullName: "Mallory", contentDescription: "Videos" });
    await db.insert(identityVerifications).values({ userId: "mallory", status: "approved", createdAt: new Date("2026-11-01T00:00:00Z") });
    expect((await mayActFor({ db, creatorId: "mallory" })).allowed).toBe(true);
    await db.insert(identityVerifications).values({ userId: "mallory", status: "pending", createdAt: new Date("2026-11-20T00:00:00Z") });
    expect(await mayActFor({ db, creatorId: "mallory" })).toEqual({ allowed: false, missing: ["identity"] });
    const status = await getAuthorisationStatus({ db, actor: { kind: "admin", userId: "boss" }, ownerId: "mallory" });
    expect(status).toMatchObject({ status: "pending", checklist: { letter: { signed: true }, identity: { status: "pending" } } });
  });
});
