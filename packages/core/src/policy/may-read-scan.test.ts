import { describe, expect, it } from "vitest";
import type { Actor } from "./actor";
import { mayReadScan } from "./policy";

const creator: Actor = { kind: "creator", userId: "c1" };
const admin: Actor = { kind: "admin", userId: "a1" };
const visitor: Actor = { kind: "visitor", visitorKey: "v:1" };
const accountScan = { userId: "c1", clientKey: null };
const freeScan = { userId: null, clientKey: "v:1" };

describe("who may read a scan", () => {
  it("lets the owner read their account's scan, and no other creator or administrator acting for themselves", () => {
    expect(mayReadScan(creator, "c1", accountScan, null)).toBe(true);
    expect(mayReadScan({ kind: "creator", userId: "c2" }, "c2", accountScan, null)).toBe(false);
    expect(mayReadScan(admin, "a1", accountScan, null)).toBe(false);
    expect(mayReadScan(visitor, null, accountScan, "v:1")).toBe(false);
  });

  it("lets a visitor read the free scan their cookie started, and nobody else's", () => {
    expect(mayReadScan(visitor, null, freeScan, "v:1")).toBe(true);
    expect(mayReadScan({ kind: "visitor", visitorKey: "v:2" }, null, freeScan, "v:2")).toBe(false);
    expect(mayReadScan({ kind: "visitor", visitorKey: null }, null, freeScan, null)).toBe(false);
  });

  it("lets a signed-in caller read a free scan their cookie started before signing in", () => {
    expect(mayReadScan(creator, "c1", freeScan, "v:1")).toBe(true);
    expect(mayReadScan(creator, "c1", freeScan, null)).toBe(false);
  });

  it("lets a visitor without a session read an account's scan that their cookie started, but not a signed-in stranger", () => {
    const started = { userId: "c1", clientKey: "v:1" };
    expect(mayReadScan(visitor, null, started, "v:1")).toBe(true);
    expect(mayReadScan({ kind: "creator", userId: "c2" }, "c2", started, "v:1")).toBe(false);
  });
});
