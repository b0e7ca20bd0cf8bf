// A bearer token of the public API (issue 19) for tests: the browser's user registers a client
// through /api, allows it on the consent screen's endpoint (PKCE) and the client exchanges the code.
import { createHash, randomBytes } from "node:crypto";
import type { ApiScope } from "@unleak/contracts";
import type { TestBrowser } from "./test-server";

export const TEST_REDIRECT_URI = "http://127.0.0.1:8765/callback";

export interface IssuedToken {
  clientId: string;
  clientSecret: string;
  accessToken: string;
  refreshToken: string;
}

export async function issueApiToken(browser: TestBrowser, scopes: ApiScope[], name = "Test client"): Promise<IssuedToken> {
  const created = await browser.request("/api/oauth-clients", { json: { name, redirectUris: [TEST_REDIRECT_URI], scopes } });
  if (created.status !== 201) throw new Error(`registering a client: ${created.status} ${await created.text()}`);
  const { client, clientSecret } = (await created.json()) as { client: { id: string }; clientSecret: string };
  const verifier = randomBytes(32).toString("base64url");
  const request = {
    response_type: "code",
    client_id: client.id,
    redirect_uri: TEST_REDIRECT_URI,
    scope: scopes.join(" "),
    state: "test",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  };
  const decided = await browser.request("/api/oauth/consent", { json: { ...request, allow: true } });
  if (decided.status !== 200) throw new Error(`consenting: ${decided.status} ${await decided.text()}`);
  const code = new URL(((await decided.json()) as { redirectTo: string }).redirectTo).searchParams.get("code")!;
  const answer = await browser.request("/oauth/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: TEST_REDIRECT_URI, code_verifier: verifier, client_id: client.id, client_secret: clientSecret }).toString(),
  });
  if (answer.status !== 200) throw new Error(`exchanging the code: ${answer.status} ${await answer.text()}`);
  const token = (await answer.json()) as { access_token: string; refresh_token: string };
  return { clientId: client.id, clientSecret, accessToken: token.access_token, refreshToken: token.refresh_token };
}
