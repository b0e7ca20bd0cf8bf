import { describe, expect, it } from "vitest";
import { authorizationRequestSchema, isAllowedClientUrl } from "./oauth-clients";

describe("OAuth client addresses", () => {
  it("allows https anywhere and http on loopback only, never a fragment or credentials", () => {
    for (const url of ["https://app.example/cb", "https://app.example:8443/cb?x=1", "http://127.0.0.1:8080/cb", "http://localhost/cb", "http://[::1]:9/cb"]) expect(isAllowedClientUrl(url), url).toBe(true);
    for (const url of ["http://app.example/cb", "http://127.0.0.2/cb", "https://app.example/cb#frag", "https://user:pw@app.example/cb", "ftp://127.0.0.1/cb", "javascript:alert(1)", "not a url"]) expect(isAllowedClientUrl(url), url).toBe(false);
  });

  it("requires PKCE with S256 in an authorization request", () => {
    const request = { response_type: "code", client_id: "ulk_abcdefghijklmnopqrstuvwx", redirect_uri: "https://app.example/cb", scope: "leaks:read", state: "s", code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", code_challenge_method: "S256" };
    expect(authorizationRequestSchema.safeParse(request).success).toBe(true);
    expect(authorizationRequestSchema.safeParse({ ...request, code_challenge_method: "plain" }).success).toBe(false);
    const { code_challenge: _dropped, ...withoutChallenge } = request;
    expect(authorizationRequestSchema.safeParse(withoutChallenge).success).toBe(false);
    expect(authorizationRequestSchema.safeParse({ ...request, response_type: "token" }).success).toBe(false);
  });
});
