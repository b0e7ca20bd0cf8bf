// The public API in the browser (issue 19): a creator registers an OAuth client at /oauth-clients
// and sees its secret once; her browser runs the authorization request to the consent screen and
// allows it; the client (this test, with fetch) exchanges the code with the PKCE verifier and reads
// her leaks from /api/v1 with the access token.
import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support";

const REDIRECT = "http://127.0.0.1:9/callback";

test("registers a client, allows it on the consent screen, and calls the API with its token", async ({ page, baseURL }) => {
  const email = uniqueEmail("oauth");
  await signUpAndVerify(page, { name: "Nova Quill", email });
  await page.goto("/oauth-clients");
  const form = page.getByTestId("register-client-form");
  await form.getByLabel(/Name shown on the consent screen/).fill("Nova's dashboard");
  await form.getByLabel(/Redirect URIs/).fill(REDIRECT);
  await form.getByRole("button", { name: "Register client" }).click();

  const shown = page.getByTestId("shown-clientSecret");
  await expect(shown).toContainText("ulks_");
  const clientSecret = (await shown.textContent())!.trim();
  const row = page.getByTestId("client-row");
  await expect(row).toContainText(`ends in ${clientSecret.slice(-4)}`);
  const clientId = (await row.getByTestId("client-id").textContent())!.trim();
  await page.getByRole("button", { name: "I have copied it" }).click();
  await page.reload();
  await expect(page.getByTestId("client-row")).toBeVisible();
  await expect(page.locator("body")).not.toContainText(clientSecret);

  // The browser part of the code flow: /oauth/authorize, the consent screen, Allow.
  const verifier = randomBytes(32).toString("base64url");
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: "leaks:read",
    state: "e2e-state",
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  });
  await page.route(`${REDIRECT}**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>client</p>" }));
  await page.goto(`/oauth/authorize?${query.toString()}`);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  const consent = page.getByTestId("consent-card");
  await expect(consent).toContainText("Nova's dashboard asks for access");
  await expect(page.getByTestId("consent-scopes")).toHaveText("See your leaks");
  await consent.getByRole("button", { name: "Allow" }).click();
  await page.waitForURL(`${REDIRECT}**`);
  const back = new URL(page.url());
  expect(back.searchParams.get("state")).toBe("e2e-state");
  const code = back.searchParams.get("code")!;
  expect(code).toBeTruthy();

  // The client's part, from its own server: no cookies, the secret by HTTP Basic.
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
  const exchange = (codeVerifier: string) =>
    fetch(`${baseURL}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: basic },
      body: new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: codeVerifier }).toString(),
    });
  const answer = await exchange(verifier);
  expect(answer.status).toBe(200);
  const token = (await answer.json()) as { access_token: string; token_type: string; scope: string };
  expect(token.token_type).toBe("Bearer");
  expect(token.scope).toBe("leaks:read");
  // A code works once.
  expect((await (await exchange(verifier)).json()).error).toBe("invalid_grant");

  const leaks = await fetch(`${baseURL}/api/v1/leaks`, { headers: { authorization: `Bearer ${token.access_token}` } });
  expect(leaks.status).toBe(200);
  expect(leaks.headers.get("ratelimit-policy")).toBe('"per-client";q=60;w=60');
  const page1 = (await leaks.json()) as { leaks: unknown[]; total: number };
  expect(page1.leaks).toEqual([]);
  expect(page1.total).toBe(0);
  const scans = await fetch(`${baseURL}/api/v1/scans`, { headers: { authorization: `Bearer ${token.access_token}` } });
  expect(scans.status).toBe(403);
  expect(scans.headers.get("www-authenticate")).toContain('error="insufficient_scope"');

  // Connected apps lists it; revoking ends the token at once.
  await page.goto("/oauth-clients");
  const connected = page.getByTestId("connected-app");
  await expect(connected).toContainText("Nova's dashboard");
  await connected.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("connected-app")).toHaveCount(0);
  const after = await fetch(`${baseURL}/api/v1/leaks`, { headers: { authorization: `Bearer ${token.access_token}` } });
  expect(after.status).toBe(401);
});
