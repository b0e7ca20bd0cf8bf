import { describe, expect, it } from "vitest";
import { hasAuthReturnMarkers } from "./auth-return-markers";

const at = (search = "", hash = "") => ({ search, hash });

describe("hasAuthReturnMarkers", () => {
  it("finds no marker on a plain URL", () => {
    expect(hasAuthReturnMarkers(at())).toBe(false);
    expect(hasAuthReturnMarkers(at("?tab=leaks", "#section"))).toBe(false);
  });

  it("accepts a hash with an access token", () => {
    expect(hasAuthReturnMarkers(at("", "#access_token=abc&refresh_token=def"))).toBe(true);
  });

  it("accepts a code query parameter", () => {
    expect(hasAuthReturnMarkers(at("?code=xyz"))).toBe(true);
  });

  it("accepts a token only with the PKCE prefix", () => {
    expect(hasAuthReturnMarkers(at("?token=pkce_123"))).toBe(true);
    expect(hasAuthReturnMarkers(at("?token=abc123"))).toBe(false);
  });

  it("accepts type=recovery", () => {
    expect(hasAuthReturnMarkers(at("?type=recovery"))).toBe(true);
    expect(hasAuthReturnMarkers(at("?type=signup"))).toBe(false);
  });
});
