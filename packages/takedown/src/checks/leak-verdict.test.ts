// A round's verdict: the page decides unless it is gone and a media file is not; and the copy of a
// page is bounded, its hash over exactly the bytes kept.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { leakVerdict } from "./leak-verdict";
import { pageCopy } from "./page-copy";

const removed = { outcome: "removed" as const, reason: "http-404" };

describe("leakVerdict", () => {
  it("lets the page decide when it is not gone, whatever its files show", () => {
    expect(leakVerdict({ outcome: "up", reason: "http-200" }, [removed])).toEqual({ outcome: "up", reason: "http-200" });
    expect(leakVerdict({ outcome: "restricted", reason: "http-403" }, [{ outcome: "up", reason: "media-matches" }])).toEqual({ outcome: "restricted", reason: "http-403" });
  });

  it("vetoes a gone page's removal while a file is still served, and leaves it open while a file is not judged", () => {
    expect(leakVerdict(removed, [removed, { outcome: "up", reason: "media-matches" }])).toEqual({ outcome: "up", reason: "media-still-served", vetoedBy: "media-matches" });
    expect(leakVerdict({ outcome: "soft-404", reason: "probe-match" }, [{ outcome: "restricted", reason: "http-403" }])).toEqual({ outcome: "unknown", reason: "media-restricted", vetoedBy: "http-403" });
  });

  it("keeps the page's removal when every file is gone or replaced, or there is none", () => {
    expect(leakVerdict(removed, [{ outcome: "media-replaced", reason: "media-no-match" }, { outcome: "soft-404", reason: "empty-body" }])).toEqual(removed);
    expect(leakVerdict(removed, [])).toEqual(removed);
  });
});

describe("pageCopy", () => {
  it("keeps at most the limit, hashing exactly the bytes kept", () => {
    const body = Buffer.from("x".repeat(100));
    const cut = pageCopy(body, 40);
    expect(cut.body.length).toBe(40);
    expect(cut.copy).toEqual({ sha256: createHash("sha256").update(body.subarray(0, 40)).digest("hex"), bytes: 40, truncated: true });
    expect(pageCopy(body, 100).copy).toMatchObject({ bytes: 100, truncated: false });
  });
});
