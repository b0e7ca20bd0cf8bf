import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consumeRateLimit } from "./rate-limit";
import { claimSingleUse } from "./single-use";

const kinds = await testDatabaseKinds();

describe.each(kinds)("database-backed limits on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.dispose());

  it("allows max requests per window, refuses the next with the time left, and starts again after the window", async () => {
    const db = database.handle.db;
    const rule = { max: 3, windowSeconds: 60 };
    const start = 1_000_000;
    const verdicts = [];
    for (let i = 0; i < 4; i += 1) verdicts.push(await consumeRateLimit({ db, key: "test:a", rule, now: start + i * 1000 }));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3].retryAfterSeconds).toBe(57);
    expect((await consumeRateLimit({ db, key: "test:b", rule, now: start + 3000 })).allowed).toBe(true);
    expect((await consumeRateLimit({ db, key: "test:a", rule, now: start + 61_000 })).allowed).toBe(true);
  });

  it("counts concurrent requests without losing any", async () => {
    const db = database.handle.db;
    const rule = { max: 5, windowSeconds: 60 };
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => consumeRateLimit({ db, key: "test:burst", rule })));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it("accepts a single-use token once and refuses replays until it expires", async () => {
    const db = database.handle.db;
    const now = 5_000_000;
    expect(await claimSingleUse({ db, scope: "test", token: "t1", expiresAt: now + 60_000, now })).toBe(true);
    expect(await claimSingleUse({ db, scope: "test", token: "t1", expiresAt: now + 60_000, now: now + 1000 })).toBe(false);
    expect(await claimSingleUse({ db, scope: "test", token: "t2", expiresAt: now + 60_000, now: now + 1000 })).toBe(true);
  });
});
