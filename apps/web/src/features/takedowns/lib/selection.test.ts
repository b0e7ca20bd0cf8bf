import type { RemovalCandidates } from "@unleak/contracts";
import { describe, expect, it } from "vitest";
import { preview } from "../testing/fixtures";
import { isStrongMatch, leakIdsFromSearch, leakIdsToSearch, plannedNoticeCount, selectedCandidateIds, withStrongMatches } from "./selection";

type Candidate = RemovalCandidates["leaks"][number];

const leak = (id: string, quality: "exact" | "high" | "good" | null, needsConfirmation = false): Candidate => ({
  id,
  url: `https://site.example/${id}`,
  siteId: "site",
  siteName: "Site",
  category: "tube",
  title: id,
  kind: quality ? "picture" : "name",
  pictureMatch: quality ? { quality, distance: 10, referenceId: null } : null,
  nameMatch: quality ? null : { confidence: "exact" },
  status: needsConfirmation ? "awaiting_confirmation" : "new",
  disposition: null,
  thumbnailUrl: null,
  firstSeenAt: "2026-11-20T10:00:00.000Z",
  lastSeenAt: "2026-11-20T10:00:00.000Z",
  needsConfirmation,
});

describe("selection", () => {
  it("reads ?leaks= without blanks or repeats and writes it back", () => {
    expect(leakIdsFromSearch(new URLSearchParams("leaks=a,b,,a, c"))).toEqual(["a", "b", "c"]);
    expect(leakIdsFromSearch(new URLSearchParams(""))).toEqual([]);
    expect(leakIdsToSearch(["a", "b"])).toBe("?leaks=a,b");
    expect(leakIdsToSearch([])).toBe("");
  });

  it("selects exact and high picture matches only, never one that needs confirmation", () => {
    const candidates = [leak("e", "exact"), leak("h", "high"), leak("g", "good", true), leak("n", null, true), leak("h2", "high", true)];
    expect(candidates.filter(isStrongMatch).map((each) => each.id)).toEqual(["e", "h"]);
    expect([...withStrongMatches(new Set(["n"]), candidates)].sort()).toEqual(["e", "h", "n"]);
  });

  it("keeps only selected ids that are candidates, in the list's order", () => {
    expect(selectedCandidateIds(new Set(["h", "gone", "e"]), [leak("e", "exact"), leak("h", "high")])).toEqual(["e", "h"]);
  });

  it("counts one notice per recipient of the queued leaks, as the server composes them", () => {
    const [first, second] = preview.leaks;
    const shared = { ...second, routes: [{ ...first.routes[1], address: "ABUSE@hostco.example" }] };
    expect(plannedNoticeCount({ ...preview, leaks: [first, shared] }, [first.leakId, shared.leakId])).toBe(3);
    expect(plannedNoticeCount(preview, [])).toBe(0);
  });
});
