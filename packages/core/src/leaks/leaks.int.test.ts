// A creator's leaks and references through the policy: the owner reads and judges them, an
// administrator reads them but judges and deletes only on their own account, another creator finds nothing (as for an
// unknown id), and a visitor is told to sign in.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { leaks, referenceMedia } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDashboard } from "../dashboard/get-dashboard";
import { visitor } from "../policy/actor";
import { deleteReference } from "../references/delete-reference";
import { listReferences } from "../references/list-references";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { getLeak, listLeaks, restoreLeak, setLeakDisposition } from "./leaks";

const kinds = await testDatabaseKinds();
const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-leaks-")), secret: "s", keys: { current: randomBytes(32) } });
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

const nova = { kind: "creator" as const, userId: "nova" };
const mallory = { kind: "creator" as const, userId: "mallory" };
const admin = { kind: "admin" as const, userId: "boss" };

describe.each(kinds)("leaks through the policy on $kind", ({ create }) => {
  let database: TestDatabase;
  let leakId: string;
  let referenceId: string;

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    for (const id of ["nova", "mallory"]) await seedCreator(db, { id, email: `${id}@example.test` });
    const evidence = { url: "https://leaks.example/nova", title: "Nova", fetchedAt: "2026-11-01T10:00:00.000Z", httpStatus: 200 };
    const [leak] = await db
      .insert(leaks)
      .values({ userId: "nova", url: evidence.url, siteId: "erome", siteName: "EroMe", category: "leak-aggregator", title: "Nova", kind: "picture", quality: "high", distance: 12, evidence })
      .returning();
    leakId = leak!.id;
    const [reference] = await db
      .insert(referenceMedia)
      .values({ userId: "nova", kind: "image", storageKey: "nova.jpg", pdqHashes: [], pdqQuality: 80, width: 10, height: 10, uploadId: randomUUID() })
      .returning();
    referenceId = reference!.id;
  });
  afterAll(async () => database?.dispose());

  it("lets the owner and an administrator read, another creator finds nothing, a visitor signs in", async () => {
    const { db } = database.handle;
    const filters = { page: 1, pageSize: 25 };
    expect((await listLeaks({ db, storage, actor: nova, ownerId: "nova", filters })).leaks.map((leak) => leak.id)).toEqual([leakId]);
    expect((await listLeaks({ db, storage, actor: admin, ownerId: "nova", filters })).total).toBe(1);
    expect(await getLeak({ db, storage, actor: admin, ownerId: "nova", id: leakId })).toMatchObject({ id: leakId, pictureMatch: { quality: "high", distance: 12 }, nameMatch: null });
    expect(await codeOf(getLeak({ db, storage, actor: mallory, ownerId: "nova", id: leakId }))).toBe("NOT_FOUND");
    expect(await codeOf(getLeak({ db, storage, actor: mallory, ownerId: "mallory", id: leakId }))).toBe("NOT_FOUND");
    expect(await codeOf(listLeaks({ db, storage, actor: visitor(null), ownerId: "nova", filters }))).toBe("UNAUTHENTICATED");
    expect((await getDashboard({ db, storage, actor: admin, ownerId: "nova" })).leaksFound).toBe(1);
    expect(await codeOf(getDashboard({ db, storage, actor: mallory, ownerId: "nova" }))).toBe("NOT_FOUND");
    expect((await listReferences({ db, storage, actor: admin, ownerId: "nova" })).map((reference) => reference.id)).toEqual([referenceId]);
    expect(await codeOf(listReferences({ db, storage, actor: mallory, ownerId: "nova" }))).toBe("NOT_FOUND");
  });

  it("lets only the owner judge a leak, undo the verdict and delete a reference", async () => {
    const { db } = database.handle;
    expect(await codeOf(setLeakDisposition({ db, actor: admin, ownerId: "nova", id: leakId, disposition: "licensed" }))).toBe("NOT_FOUND");
    expect(await codeOf(setLeakDisposition({ db, actor: mallory, ownerId: "nova", id: leakId, disposition: "licensed" }))).toBe("NOT_FOUND");
    expect(await setLeakDisposition({ db, actor: nova, ownerId: "nova", id: leakId, disposition: "licensed" })).toEqual({ id: leakId, disposition: "licensed", status: "whitelisted" });
    expect(await codeOf(restoreLeak({ db, actor: admin, ownerId: "nova", id: leakId }))).toBe("NOT_FOUND");
    expect(await restoreLeak({ db, actor: nova, ownerId: "nova", id: leakId })).toEqual({ id: leakId, disposition: null, status: "new" });

    expect(await codeOf(deleteReference({ db, storage, actor: admin, ownerId: "nova", id: referenceId }))).toBe("NOT_FOUND");
    expect(await codeOf(deleteReference({ db, storage, actor: mallory, ownerId: "mallory", id: referenceId }))).toBe("NOT_FOUND");
    await deleteReference({ db, storage, actor: nova, ownerId: "nova", id: referenceId });
    expect(await listReferences({ db, storage, actor: nova, ownerId: "nova" })).toEqual([]);
  });
});
