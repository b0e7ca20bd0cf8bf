// The public API end to end (issue 19): a client registered through /api completes the
// authorization-code flow with PKCE for a signed-in user, reads only her leaks with a leaks:read
// token, is refused what its scopes do not cover, loses access when she revokes the grant, refreshes
// (and cannot once revoked), fails with a rotated-out secret, is rate limited with the IETF headers,
// and receives webhooks whose signature verifies with its webhook secret.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { apiV1Routes, oauthClientRoutes } from "@unleak/contracts";
import { announceNewLeaks, announceRemovedLeak } from "@unleak/core";
import { leaks, oauthClients, rateLimit, webhookDeliveries } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const REDIRECT = "http://127.0.0.1:8765/callback";
const evidence = (url: string) => ({ url, title: "A page", fetchedAt: "2026-11-01T10:00:00.000Z", httpStatus: 200 });

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

describe.each(kinds)("the public API on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;
  let novaId: string;
  let clientId: string;
  let clientSecret: string;
  let webhookSecret: string;
  const received: Received[] = [];
  const hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ body, headers: request.headers });
      response.writeHead(204).end();
    });
  });

  /** A raw request as a third-party client sends it: no cookies, no Origin. */
  const call = (pathname: string, init: RequestInit = {}) => server.app.request(`http://localhost:3999${pathname}`, init);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const tokenRequest = (form: Record<string, string>, secret = clientSecret) =>
    call("/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}` },
      body: new URLSearchParams(form).toString(),
    });

  /** Runs the browser part: /oauth/authorize, the consent screen's calls, Allow; answers the code. */
  async function authorize(scope: string, challenge: string): Promise<string> {
    const query = { response_type: "code", client_id: clientId, redirect_uri: REDIRECT, scope, state: "st4te", code_challenge: challenge, code_challenge_method: "S256" };
    const search = new URLSearchParams(query).toString();
    const start = await nova.request(`/oauth/authorize?${search}`);
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toBe(`/oauth/consent?${search}`);
    const consent = await answerOf(oauthClientRoutes.consent, await nova.request(`/api/oauth/consent?${search}`), 200);
    expect(consent.client.name).toBe("Nova's dashboard");
    expect(consent.scopes).toEqual(scope.split(" "));
    const { redirectTo } = await answerOf(oauthClientRoutes.decide, await nova.request("/api/oauth/consent", { json: { ...query, allow: true } }), 200);
    const url = new URL(redirectTo);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT);
    expect(url.searchParams.get("state")).toBe("st4te");
    return url.searchParams.get("code")!;
  }

  async function tokens(scope: string) {
    const { verifier, challenge } = pkce();
    const code = await authorize(scope, challenge);
    const answer = await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    return (await answer.json()) as { access_token: string; refresh_token: string; token_type: string; scope: string };
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
    database = await create();
    server = await startTestServer(database);
    [nova, novaId] = await server.signedInBrowser("oauth-nova@example.test", "Nova Quill");
    const [, otherId] = await server.signedInBrowser("oauth-other@example.test", "Other Person");
    const leak = (userId: string, url: string) => ({ userId, url, siteId: "erome", siteName: "EroMe", category: "leak-aggregator", title: url, kind: "picture" as const, quality: "high" as const, evidence: evidence(url) });
    await server.runtime.db.insert(leaks).values([leak(novaId, "https://leaks.example/nova-1"), leak(novaId, "https://leaks.example/nova-2"), leak(otherId, "https://leaks.example/other-1")]);
    const created = await answerOf(
      oauthClientRoutes.create,
      await nova.request("/api/oauth-clients", {
        json: { name: "Nova's dashboard", redirectUris: [REDIRECT], scopes: ["leaks:read", "scans:read"], webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook` },
      }),
      201,
    );
    ({ clientSecret, webhookSecret } = created);
    clientId = created.client.id;
    expect(created.client.secretHint).toBe(clientSecret.slice(-4));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    hook.close();
  });

  it("keeps only the secret's hash, and refuses redirect URIs that are neither https nor loopback http", async () => {
    const [row] = await server.runtime.db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
    expect(row.secretHash).toBe(createHash("sha256").update(clientSecret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(clientSecret);
    expect(row.webhookSecret).not.toContain(webhookSecret);
    const listed = await answerOf(oauthClientRoutes.list, await nova.request("/api/oauth-clients"), 200);
    expect(JSON.stringify(listed)).not.toContain(clientSecret);
    for (const uri of ["http://example.com/cb", "ftp://127.0.0.1/cb", "https://example.com/cb#x", "not a url"]) {
      const refused = await nova.request("/api/oauth-clients", { json: { name: "Bad", redirectUris: [uri], scopes: ["leaks:read"] } });
      expect((await answerOf(oauthClientRoutes.create, refused, 422)).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("runs the code flow with PKCE, refuses a wrong verifier and a reused code, and reads only her leaks", async () => {
    const { challenge } = pkce();
    const code = await authorize("leaks:read", challenge);
    const wrong = await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe("invalid_grant");

    const fresh = pkce();
    const good = await authorize("leaks:read", fresh.challenge);
    const noSecret = await call("/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "authorization_code", code: good, redirect_uri: REDIRECT, code_verifier: fresh.verifier, client_id: clientId }).toString(),
    });
    expect((await noSecret.json()).error).toBe("invalid_client");
    const answer = await tokenRequest({ grant_type: "authorization_code", code: good, redirect_uri: REDIRECT, code_verifier: fresh.verifier });
    expect(answer.status).toBe(200);
    const token = (await answer.json()) as { access_token: string; token_type: string; scope: string };
    expect(token.token_type).toBe("Bearer");
    expect(token.scope).toBe("leaks:read");
    const reused = await tokenRequest({ grant_type: "authorization_code", code: good, redirect_uri: REDIRECT, code_verifier: fresh.verifier });
    expect((await reused.json()).error).toBe("invalid_grant");

    const page = await answerOf(apiV1Routes.leaks, await call("/api/v1/leaks", { headers: bearer(token.access_token) }), 200);
    expect(page.leaks.map((leak) => leak.url).sort()).toEqual(["https://leaks.example/nova-1", "https://leaks.example/nova-2"]);
    const one = await answerOf(apiV1Routes.leak, await call(`/api/v1/leaks/${page.leaks[0].id}`, { headers: bearer(token.access_token) }), 200);
    expect(one.id).toBe(page.leaks[0].id);

    // Cookies are not credentials here: her signed-in browser without a token is refused.
    const cookieOnly = await nova.request("/api/v1/leaks");
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("refuses what the token's scopes do not cover with insufficient_scope", async () => {
    const { access_token } = await tokens("leaks:read");
    const refused = await call("/api/v1/takedowns", { method: "POST", headers: { ...bearer(access_token), "content-type": "application/json" }, body: JSON.stringify({ leakIds: [crypto.randomUUID()] }) });
    expect((await answerOf(apiV1Routes.requestTakedown, refused, 403)).error.code).toBe("INSUFFICIENT_SCOPE");
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="unleak", error="insufficient_scope", scope="takedowns:write"');
    const scans = await call("/api/v1/scans", { headers: bearer(access_token) });
    expect(scans.status).toBe(403);
    // A scope the client was never allowed is not granted either.
    const { challenge } = pkce();
    const search = new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: REDIRECT, scope: "takedowns:write", state: "s", code_challenge: challenge, code_challenge_method: "S256" });
    expect((await nova.request(`/api/oauth/consent?${search.toString()}`)).status).toBe(422);
  });

  it("ends every token when the grant is revoked: the access token and the refresh token", async () => {
    const first = await tokens("leaks:read scans:read");
    const refreshed = await tokenRequest({ grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect((await call("/api/v1/scans", { headers: bearer(second.access_token) })).status).toBe(200);
    // The used refresh token and its access token are spent.
    expect((await call("/api/v1/leaks", { headers: bearer(first.access_token) })).status).toBe(401);

    const { apps } = await answerOf(oauthClientRoutes.connectedApps, await nova.request("/api/oauth-grants"), 200);
    const app = apps.find((entry) => entry.clientId === clientId)!;
    expect(app.scopes).toEqual(expect.arrayContaining(["leaks:read", "scans:read"]));
    expect((await nova.request(`/api/oauth-grants/${app.id}`, { method: "DELETE" })).status).toBe(204);
    const revoked = await call("/api/v1/leaks", { headers: bearer(second.access_token) });
    expect((await answerOf(apiV1Routes.leaks, revoked, 401)).error.code).toBe("INVALID_TOKEN");
    expect(revoked.headers.get("www-authenticate")).toBe('Bearer realm="unleak", error="invalid_token"');
    const refreshAfter = await tokenRequest({ grant_type: "refresh_token", refresh_token: second.refresh_token });
    expect((await refreshAfter.json()).error).toBe("invalid_grant");
  });

  it("refuses the old secret once it is rotated", async () => {
    const { verifier, challenge } = pkce();
    const code = await authorize("leaks:read", challenge);
    const rotated = await answerOf(oauthClientRoutes.rotateSecret, await nova.request(`/api/oauth-clients/${clientId}/secret`, { method: "POST" }), 200);
    expect(rotated.clientSecret).not.toBe(clientSecret);
    const old = await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier });
    expect(old.status).toBe(401);
    expect((await old.json()).error).toBe("invalid_client");
    clientSecret = rotated.clientSecret;
    expect((await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier })).status).toBe(200);
  });

  it("sends a denial back to the client, and never redirects to an unregistered address", async () => {
    const { challenge } = pkce();
    const query = { response_type: "code", client_id: clientId, redirect_uri: REDIRECT, scope: "leaks:read", state: "d3ny", code_challenge: challenge, code_challenge_method: "S256" };
    const { redirectTo } = await answerOf(oauthClientRoutes.decide, await nova.request("/api/oauth/consent", { json: { ...query, allow: false } }), 200);
    const denied = new URL(redirectTo);
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("state")).toBe("d3ny");
    expect(denied.searchParams.get("code")).toBeNull();
    const elsewhere = await nova.request("/api/oauth/consent", { json: { ...query, redirect_uri: "https://evil.example/cb", allow: true } });
    expect(elsewhere.status).toBe(404);
    // Without PKCE the client hears invalid_request; with an unknown address nothing is redirected.
    const noPkce = await nova.request(`/oauth/authorize?${new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: REDIRECT, scope: "leaks:read", state: "x" }).toString()}`);
    expect(noPkce.status).toBe(302);
    expect(new URL(noPkce.headers.get("location")!).searchParams.get("error")).toBe("invalid_request");
    const plain = await nova.request(`/oauth/authorize?${new URLSearchParams({ ...query, code_challenge_method: "plain" }).toString()}`);
    expect(new URL(plain.headers.get("location")!).searchParams.get("error")).toBe("invalid_request");
    const unknown = await nova.request(`/oauth/authorize?${new URLSearchParams({ ...query, redirect_uri: "https://evil.example/cb", code_challenge: "" }).toString()}`);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.code).toBe("BAD_REQUEST");
  });

  it("describes /api/v1 in the OpenAPI document behind the OAuth 2.0 scheme, each route with its scope", async () => {
    const document = (await (await call("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>> }>>;
      components: { securitySchemes: Record<string, { type: string; flows?: { authorizationCode?: { tokenUrl: string; scopes: Record<string, string> } } }> };
    };
    expect(document.paths["/v1/leaks"]?.get?.security).toEqual([{ oauth2: ["leaks:read"] }]);
    expect(document.paths["/v1/takedowns"]?.post?.security).toEqual([{ oauth2: ["takedowns:write"] }]);
    expect(document.paths["/v1/fake-profiles"]?.get?.security).toEqual([{ oauth2: ["fake_profiles:read"] }]);
    const scheme = document.components.securitySchemes.oauth2;
    expect(scheme?.type).toBe("oauth2");
    expect(scheme?.flows?.authorizationCode?.tokenUrl).toBe("/oauth/token");
    expect(Object.keys(scheme?.flows?.authorizationCode?.scopes ?? {})).toHaveLength(6);
  });

  it("answers bad token requests with an OAuth error, never a 5xx", async () => {
    const probes: Array<[string, string]> = [
      ["application/json", JSON.stringify({ grant_type: "authorization_code" })],
      ["application/x-www-form-urlencoded", "grant_type=password&username=a&password=b"],
      ["application/x-www-form-urlencoded", `grant_type=authorization_code&code=a%00b&redirect_uri=${encodeURIComponent(REDIRECT)}&code_verifier=${"a".repeat(43)}`],
      ["application/x-www-form-urlencoded", "grant_type=refresh_token&refresh_token=%ED%A0%80"],
      ["application/x-www-form-urlencoded", ""],
    ];
    for (const [type, body] of probes) {
      const answer = await call("/oauth/token", { method: "POST", headers: { "content-type": type, authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}` }, body });
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
      expect(typeof (await answer.json()).error, body).toBe("string");
    }
  });

  it("announces the client's limit in the RateLimit headers and answers 429 after it", async () => {
    await server.runtime.db.update(oauthClients).set({ rateLimitPerMinute: 3 }).where(eq(oauthClients.id, clientId));
    const { access_token } = await tokens("leaks:read");
    // A new window: the earlier tests' calls counted in this one.
    await server.runtime.db.delete(rateLimit).where(eq(rateLimit.key, `limit:api:${clientId}`));
    const answers = [];
    for (let n = 0; n < 4; n += 1) answers.push(await call("/api/v1/leaks", { headers: bearer(access_token) }));
    expect(answers.slice(0, 3).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[0].headers.get("ratelimit-policy")).toBe('"per-client";q=3;w=60');
    expect(answers[0].headers.get("ratelimit")).toMatch(/^"per-client";r=2;t=\d+$/);
    const limited = answers[3];
    expect((await answerOf(apiV1Routes.leaks, limited, 429)).error.code).toBe("RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.headers.get("ratelimit")).toMatch(/^"per-client";r=0;t=\d+$/);
    await server.runtime.db.update(oauthClients).set({ rateLimitPerMinute: 60 }).where(eq(oauthClients.id, clientId));
  });

  it("posts leak.removed and leak.found to the client's webhook, signed with its webhook secret", { timeout: 60_000 }, async () => {
    await tokens("leaks:read");
    const [leak] = await server.runtime.db.update(leaks).set({ status: "removed", removedAt: new Date() }).where(eq(leaks.url, "https://leaks.example/nova-1")).returning({ id: leaks.id });
    await announceRemovedLeak({ db: server.runtime.db, queue: server.runtime.queue, leakId: leak.id });
    const deadline = Date.now() + 45_000;
    while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
    const [{ body, headers }] = received;
    const event = JSON.parse(body) as { id: string; type: string; created: number; data: { leakId: string } };
    expect(event.type).toBe("leak.removed");
    expect(event.data.leakId).toBe(leak.id);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers["unleak-signature"]))!;
    expect(v1).toBe(createHmac("sha256", webhookSecret).update(`${t}.${body}`).digest("hex"));
    // The row is marked once the receiver's answer is in.
    const status = async () => (await server.runtime.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.clientId, clientId)))[0]?.status;
    await expect.poll(status, { timeout: 10_000 }).toBe("delivered");

    // A scan's new leaks: one leak.found each, for her leaks only.
    await announceNewLeaks({ db: server.runtime.db, queue: server.runtime.queue, userId: novaId, since: new Date(0) });
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
    const found = received.slice(1).map((delivery) => JSON.parse(delivery.body) as { type: string; data: { url: string } });
    expect(found.map((event) => event.type)).toEqual(["leak.found", "leak.found"]);
    expect(found.map((event) => event.data.url).sort()).toEqual(["https://leaks.example/nova-1", "https://leaks.example/nova-2"]);
  });
});
