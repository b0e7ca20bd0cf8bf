import { describe, expect, it } from "vitest";
import { outcomeWording, readsAsRemoved, reasonWording, searchHost } from "./check-wording";

describe("check wording", () => {
  it("reads only removed, soft-404 and media-replaced as removed", () => {
    expect(["removed", "soft-404", "media-replaced"].every(readsAsRemoved)).toBe(true);
    expect(["restricted", "unknown", "up", "listed", "not-listed"].some(readsAsRemoved)).toBe(false);
  });

  it("names the HTTP status a removed, restricted or inconclusive page answered, and says when it did not answer", () => {
    expect(outcomeWording({ outcome: "removed", httpStatus: 410 })).toEqual({ key: "checks.outcome.removedHttp", params: { status: 410 } });
    expect(outcomeWording({ outcome: "removed", httpStatus: null })).toEqual({ key: "checks.outcome.removedGone" });
    expect(outcomeWording({ outcome: "restricted", httpStatus: 451 })).toEqual({ key: "checks.outcome.restricted", params: { status: 451 } });
    expect(outcomeWording({ outcome: "unknown", httpStatus: null })).toEqual({ key: "checks.outcome.unknownSilent" });
    expect(outcomeWording({ outcome: "unknown", httpStatus: 429 })).toEqual({ key: "checks.outcome.unknownInconclusive", params: { status: 429 } });
    expect(outcomeWording({ outcome: "not-listed", httpStatus: 200 })).toEqual({ key: "checks.outcome.notListed" });
    expect(outcomeWording({ outcome: "novel", httpStatus: 200 })).toEqual({ key: "checks.outcome.other", params: { outcome: "novel" } });
    expect(outcomeWording({ outcome: "constructor", httpStatus: 200 })).toEqual({ key: "checks.outcome.other", params: { outcome: "constructor" } });
  });

  it("explains reason codes, with the status or error they carry, and shows an unknown code as it is", () => {
    expect(reasonWording("probe-match")).toEqual({ key: "checks.reason.probeMatch" });
    expect(reasonWording("http-403")).toEqual({ key: "checks.reason.http403" });
    expect(reasonWording("http-503")).toEqual({ key: "checks.reason.http5xx", params: { status: 503 } });
    expect(reasonWording("http-302")).toEqual({ key: "checks.reason.http", params: { status: 302 } });
    expect(reasonWording("media-http-404")).toEqual({ key: "checks.reason.mediaHttp", params: { status: 404 } });
    expect(reasonWording("fetch-error:ECONNRESET")).toEqual({ key: "checks.reason.fetchError", params: { error: "ECONNRESET" } });
    expect(reasonWording("brand-new")).toEqual({ key: "checks.reason.other", params: { code: "brand-new" } });
  });

  it("names a search check by its engine's host", () => {
    expect(searchHost("https://www.bing.example/search?q=x")).toBe("www.bing.example");
    expect(searchHost("not a url")).toBe("not a url");
  });
});
