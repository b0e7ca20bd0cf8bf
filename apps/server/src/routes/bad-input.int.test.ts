// Bad input never answers 5xx (ADR 013): every route of the app, read from the app itself, and
// every better-auth endpoint gets NUL bytes and lone surrogates in each string of a plausible
// body, fake ids in each path parameter, out-of-range dates in bodies and query strings and a
// non-JSON body, signed in and signed out. A new route is covered as soon as it is mounted.
import { oauthClients } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueApiToken } from "../testing/oauth-token";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

interface Endpoint {
  method: string;
  path: string;
  auth: boolean;
}
interface Probe {
  method: string;
  url: string;
  body?: string | FormData;
  contentType?: string;
  what: string;
}

const nul = "\u0000";
const loneSurrogate = "\ud800";
const fakeIds = ["-".repeat(36), "0".repeat(36), "not-a-uuid", "%00"];
const badDates = ["0000-01-01", "275760-09-13", "+275760-09-13T00:00:00.000Z"];
/** The query parameters the app and better-auth read: every GET gets each with text that cannot be stored, dates out of range. */
const queryProbes: Array<[string, string]> = [
  ...["site", "token", "callbackURL", "q"].map((name): [string, string] => [name, `a${nul}b`]),
  ["site", "%ED%A0%80"],
  ...["from", "to"].flatMap((name) => badDates.slice(0, 2).map((day): [string, string] => [name, day])),
];

/**
 * A plausible body per route (keys are "METHOD path" as mounted); routes not listed get a
 * generic one. Bodies use wrong passwords and unknown ids, so no probe changes anything real.
 */
const bodies: Record<string, unknown> = {
  "POST /api/notifications/read": { ids: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] },
  "POST /api/billing/checkout": { plan: "pro", returnTo: "plans" },
  "POST /api/billing/check-subscription": { forceRefresh: true },
  "POST /api/billing/webhook": { id: "evt_probe", type: "invoice.paid", data: { object: { id: "sub_probe" } } },
  "PATCH /api/profile": { firstName: "Nova", lastName: "Quill", phone: "+49 30 1234", dateOfBirth: "1990-05-17", address: "Street 1", postalCode: "10115", city: "Berlin", country: "Germany" },
  "PUT /api/profile/niches": { niches: ["Cosplay", "Fitness"] },
  "PUT /api/profile/stage-names": { names: ["Nova Quill"] },
  "PUT /api/official-links": { selections: [{ platformId: "onlyfans", username: "novaquill" }, { platformId: "custom", username: "https://nova.example/links" }] },
  "PUT /api/onboarding/plan": { plan: "pro" },
  "PUT /api/profile/language": { language: "de" },
  "POST /api/instant-scans": { creatorName: "Nova Quill" },
  "POST /api/instant-scans/:id/report": { email: "nova@example.test" },
  "POST /api/scan-results/link": { email: "nova@example.test" },
  "POST /api/scans": { scope: "full" },
  "PATCH /api/leaks/:id": { disposition: "licensed" },
  "POST /api/fake-profiles/:id/verdict": { verdict: "not_me" },
  "POST /api/reference-videos/:id/frames": { timeMs: 1000 },
  "POST /api/removal-requests/preview": { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] },
  "POST /api/removal-requests": { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] },
  "PATCH /api/takedown-settings": { autoTakedown: true },
  "POST /api/reverse-image-searches/by-url": { imageUrl: "https://pictures.example/a.jpg" },
  "POST /api/reverse-image-searches/leaks": { pageUrl: "https://leaks.example/found", mediaUrl: "https://leaks.example/found.jpg", title: "Found", quality: "high", distance: 14 },
  "POST /api/counter-notices/:id/decision": { decision: "pursue" },
  "PUT /api/admin/users/:id/tier": { tier: "pro", reason: "Goodwill" },
  "PUT /api/admin/users/:id/role": { role: "admin", reason: "Joins the support team" },
  "POST /api/admin/users/:id/sessions/revoke": { reason: "Lost phone" },
  "POST /api/admin/users/:id/verification-email": { reason: "First mail lost" },
  "POST /api/admin/users/:id/ban": { reason: "Impersonation", adminNotes: "Reported twice" },
  "POST /api/admin/users/:id/unban": { reason: "Appeal accepted" },
  "POST /api/admin/appeals/:id/decision": { decision: "keep", response: "The reports were confirmed." },
  "POST /api/admin/broadcasts": { audience: { kind: "user", userId: "probe-nobody" }, texts: Object.fromEntries(["en", "de", "es", "fr"].map((language) => [language, { title: "Probe", message: "Probe" }])) },
  "POST /api/agency/creators": { email: "nova@example.test" },
  "POST /api/agency/creators/:id/removal-requests": { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] },
  "POST /api/agency-invitations/accept": { token: "no-such-invitation-token-0123456789" },
  "POST /api/agency-applications": { companyName: "Probe Agency", website: "probe.example", contactName: "Probe", contactEmail: "probe@example.test", rosterSize: "1-5", message: "Probe" },
  "POST /api/admin/agency-applications/:id/decision": { decision: "reject", reason: "Probe" },
  // The affiliate programme (issue 19): a payout request and an administrator's step on one.
  "POST /api/affiliates/payouts": { method: "bank_transfer", details: { iban: "DE89370400440532013000", holder: "Nova Quill" } },
  "POST /api/admin/payouts/:id/decision": { decision: "reject", note: "Probe" },
  // Issue 19: booking a call and the partner programme.
  "POST /api/bookings": { slotId: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", name: "Nova Quill", email: "probe@example.test", topic: "onboarding", message: "Probe", timeZone: "Europe/Berlin" },
  "POST /api/bookings/:id/cancel": { token: "probe-no-such-token" },
  "POST /api/admin/booking-slots": { startsAt: ["2099-01-01T10:00:00.000Z"], durationMinutes: 30 },
  "POST /api/partner-applications": { organisation: "Probe Studio", kind: "studio", contactName: "Probe", email: "probe@example.test", website: "probe.example", message: "Probe" },
  "POST /api/admin/partner-applications/:id/decision": { decision: "reject", note: "Probe" },
  // The public API (issue 19): OAuth clients, the consent screen, and /api/v1 (probed with a bearer token too).
  "POST /api/oauth-clients": { name: "Probe app", redirectUris: ["https://probe.example/cb"], scopes: ["leaks:read"], webhookUrl: "https://probe.example/hook" },
  "POST /api/oauth/consent": { response_type: "code", client_id: "ulk_probeprobeprobeprobe", redirect_uri: "https://probe.example/cb", scope: "leaks:read", state: "probe", code_challenge: "a".repeat(43), code_challenge_method: "S256", allow: true },
  "POST /api/v1/scans": { scope: "full" },
  "POST /api/v1/takedowns": { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] },
  "PATCH /api/agency": { name: "Probe Agency", website: "probe.example", contactName: "Probe", contactEmail: "probe@example.test", phone: "+49 30 1234", address: "Street 1" },
  "POST /api/agency/members/invitations": { email: "probe@example.test", role: "viewer" },
  "POST /api/agency/members/join": { token: "probe-no-such-invitation-token-0123" },
  "PATCH /api/agency/members/:id": { role: "viewer" },
  "POST /api/agency/billing/checkout": { plan: "pro" },
  "POST /api/privacy/deletion": { password: "Wrong-horse-9", code: "123456" },
  "POST /api/debug-logs": { action: "crash", tableName: "client", data: { message: "boom", stack: "at x", componentStack: "in y", timestamp: "2026-01-01T00:00:00.000Z", userAgent: "Probe" } },
  "POST /api/auth/sign-up/email": { email: "probe-new@example.test", password: "Wrong-horse-9", name: "Nova Quill" },
  "POST /api/auth/sign-in/email": { email: "probe-new@example.test", password: "Wrong-horse-9" },
  "POST /api/auth/phone/sign-up": { phoneNumber: "+49 151 2345 6799", password: "Wrong-horse-9", name: "Nova Quill" },
  "POST /api/auth/phone/verify": { phoneNumber: "+4915123456799", code: "123456" },
  "POST /api/auth/sign-in/phone-number": { phoneNumber: "+4915123456799", password: "Wrong-horse-9" },
  "POST /api/auth/phone-number/request-password-reset": { phoneNumber: "+4915123456799" },
  "POST /api/auth/phone-number/reset-password": { phoneNumber: "+4915123456799", otp: "123456", newPassword: "Other-horse-9" },
  "POST /api/auth/update-user": { name: "Nova Quill", image: "https://nova.example/me.png" },
  "POST /api/auth/change-email": { newEmail: "probe-changed@example.test", callbackURL: "/settings" },
  "POST /api/auth/change-password": { currentPassword: "Wrong-horse-9", newPassword: "Other-horse-9", revokeOtherSessions: false },
  "POST /api/auth/request-password-reset": { email: "probe-new@example.test", redirectTo: "/reset-password" },
  "POST /api/auth/reset-password": { newPassword: "Other-horse-9", token: "no-such-token" },
  "POST /api/auth/sign-in/social": { provider: "google", callbackURL: "/dashboard" },
};
const genericBody = { name: "Nova Quill", email: "probe@example.test", password: "Wrong-horse-9", token: "no-such-token", userId: "no-such-user", code: "123456", date: "2026-01-01" };

/** The app's own routes (without the middleware and the web app's fallback) and better-auth's endpoints. */
function endpointsOf(server: TestServer): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const { method, path } of server.app.routes) {
    if (method === "ALL" || path.startsWith("/api/auth/") || !/^\/(api|files)\/|^\/(version\.json|healthz|readyz|metrics)$/.test(path)) continue;
    seen.set(`${method} ${path}`, { method, path, auth: false });
  }
  const api = server.runtime.auth.api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>;
  for (const endpoint of Object.values(api)) {
    if (!endpoint.path) continue; // server-only
    for (const method of [endpoint.options?.method ?? "GET"].flat()) {
      if (method === "GET" || method === "POST") seen.set(`${method} /api/auth${endpoint.path}`, { method, path: `/api/auth${endpoint.path}`, auth: true });
    }
  }
  return [...seen.values()];
}

/** Every string leaf of a JSON value, each replaced in turn by `replace(original)`. */
function* variants(value: unknown, replace: (text: string) => string | null): Generator<[string, unknown]> {
  if (typeof value === "string") {
    const replaced = replace(value);
    if (replaced !== null) yield ["", replaced];
  } else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, changed] of variants(child, replace)) {
        const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
        (copy as Record<string, unknown>)[key] = changed;
        yield [path ? `${key}.${path}` : key, copy];
      }
    }
  }
}

function withParams(path: string, value: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, () => value);
}

/** A real picture, so that an upload gets as far as storing its file name. */
const picture = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#7a5c9e" } })
  .composite([{ input: Buffer.from('<svg width="256" height="256"><circle cx="128" cy="128" r="80" fill="#f3c"/></svg>'), top: 0, left: 0 }])
  .png()
  .toBuffer();

/** A multipart body whose file name and text field hold a NUL. */
function multipartWithNul(): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(picture)], { type: "image/png" }), `nova${nul}.png`);
  form.append("name", `Nova${nul}Quill`);
  return form;
}

function probesOf(endpoint: Endpoint): Probe[] {
  const { method, path } = endpoint;
  const probes: Probe[] = [];
  const params = [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)];
  // A well-formed id that names nothing, for the probes that aim at other parts.
  const url = withParams(path, "00000000-0000-0000-0000-000000000000");
  for (const [index] of params.entries()) {
    for (const fake of fakeIds) {
      let n = -1;
      const fakePath = path.replace(/:(\w+)(\{[^}]*\})?/g, () => ((n += 1) === index ? fake : "00000000-0000-0000-0000-000000000000"));
      probes.push({ method, url: fakePath, what: `id ${fake}`, ...(method === "GET" ? {} : { body: JSON.stringify(bodies[`${method} ${path}`] ?? genericBody), contentType: "application/json" }) });
    }
  }
  for (const [name, value] of method === "GET" ? queryProbes : queryProbes.slice(0, 1)) {
    const encoded = value.startsWith("%") ? value : encodeURIComponent(value);
    probes.push({ method, url: `${url}?${name}=${encoded}`, what: `query ${name}=${JSON.stringify(value)}` });
  }
  if (method !== "GET") {
    const body = bodies[`${method} ${path}`] ?? genericBody;
    const json = (value: unknown, what: string): Probe => ({ method, url, body: JSON.stringify(value), contentType: "application/json", what });
    for (const [field, changed] of variants(body, (text) => `${text}${nul}x`)) probes.push(json(changed, `NUL in ${field}`));
    for (const [field, changed] of variants(body, (text) => `${text}${loneSurrogate}`)) probes.push(json(changed, `lone surrogate in ${field}`));
    for (const bad of badDates) {
      for (const [field, changed] of variants(body, (text) => (/^\d{4}-\d{2}-\d{2}/.test(text) ? bad : null))) probes.push(json(changed, `date ${bad} in ${field}`));
    }
    probes.push(json({ ["key" + nul]: "x", nested: [{ deep: loneSurrogate }] }, "NUL in a key"));
    probes.push({ method, url, body: JSON.stringify(body), contentType: "text/plain", what: "a text/plain body" });
    probes.push({ method, url, body: "name=Nova%00Quill&email=x%40example.test", contentType: "application/x-www-form-urlencoded", what: "a form body with NUL" });
    probes.push({ method, url, body: multipartWithNul(), what: "a multipart body with NUL in the file name" });
  }
  return probes;
}

async function send(browser: TestBrowser, probe: Probe): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { "accept-language": "de" };
  if (probe.contentType) headers["content-type"] = probe.contentType;
  const response = await browser.request(probe.url, { method: probe.method, headers, body: probe.body });
  // A live event stream (GET /api/events) never ends by itself: its status is the answer.
  if (response.ok && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, body: null };
  }
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get("content-type")?.includes("application/json")) body = text === "" ? null : JSON.parse(text);
  return { status: response.status, body };
}

/** Our answers are `{ error: { code, message } }`; better-auth's own are `{ code?, message }`. */
function hasErrorShape(endpoint: Endpoint, body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && typeof error.code === "string" && typeof error.message === "string" && error.message !== "") return true;
  const own = body as { message?: unknown } | null;
  return endpoint.auth && typeof own?.message === "string" && own.message !== "";
}

describe.each(kinds)("bad input on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { AUTH_SIGN_IN_LIMIT: "1000", ADMIN_EMAILS: "bad-input-admin@example.test" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("answers every route's bad input with a 4xx in the error shape, never a 5xx, signed in and out", { timeout: 180_000 }, async () => {
    const endpoints = endpointsOf(server);
    expect(endpoints.length).toBeGreaterThan(50);
    expect(endpoints.map((e) => `${e.method} ${e.path}`)).toEqual(expect.arrayContaining(["PUT /api/profile/stage-names", "GET /api/leaks/:id", "GET /api/removal-checks/:id/page-copy", "GET /api/leaks/:id/timeline", "GET /api/site-info", "POST /api/auth/update-user"]));
    const failures: string[] = [];
    let accounts = 0;
    const signIn = async () => (await server.signedInBrowser(`bad-input-${(accounts += 1)}@example.test`))[0];
    // Admin routes refuse everyone else before reading input: an administrator (two-factor on) probes them too.
    const [admin] = await server.signedInAdmin("bad-input-admin@example.test");
    const probeAs = async (who: string, browser: TestBrowser, endpoint: Endpoint) => {
      for (const [index, probe] of probesOf(endpoint).entries()) {
        const { status, body } = await send(browser, probe);
        // A route that wants a session refuses a visitor before reading anything: one probe is enough.
        if (index === 0 && who === "signed out" && status === 401) break;
        const label = `${who} ${probe.method} ${probe.url.slice(0, 120)} with ${probe.what}: ${status}`;
        if (status >= 500) failures.push(`${label} ${JSON.stringify(body).slice(0, 200)}`);
        else if (status >= 400 && !hasErrorShape(endpoint, body)) failures.push(`${label} has no error shape: ${JSON.stringify(body).slice(0, 200)}`);
      }
    };
    // The public API answers a session with 401 before reading input: a bearer token probes it (issue 19).
    const holder = await signIn();
    const { clientId, accessToken } = await issueApiToken(holder, ["leaks:read", "scans:read", "scans:write", "takedowns:read", "takedowns:write", "fake_profiles:read"]);
    await server.runtime.db.update(oauthClients).set({ rateLimitPerMinute: 100_000 }).where(eq(oauthClients.id, clientId));
    const withToken: TestBrowser = { cookies: new Map(), request: (pathname, init = {}) => holder.request(pathname, { ...init, headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${accessToken}` } }) };
    // A few workers, each with its own account and visitor, take the endpoints in turn.
    const queue = [...endpoints];
    const worker = async () => {
      let signedIn = await signIn();
      const visitor = server.browser();
      for (let endpoint = queue.shift(); endpoint; endpoint = queue.shift()) {
        await Promise.all([probeAs("signed in", signedIn, endpoint), probeAs("signed out", visitor, endpoint)]);
        if (endpoint.path.startsWith("/api/admin/")) await probeAs("admin", admin, endpoint);
        if (endpoint.path.startsWith("/api/v1/")) await probeAs("with a token", withToken, endpoint);
        // Some endpoints end the session (sign-out, revoke-sessions): carry on with a fresh one.
        if ((await signedIn.request("/api/me")).status === 401) signedIn = await signIn();
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
  });

  it("names the field and the problem in the caller's language, and stores nothing", async () => {
    const [nova] = await server.signedInBrowser("bad-input-nova@example.test", "Nova Quill");
    const german = { "accept-language": "de" };
    const names = await nova.request("/api/profile/stage-names", { method: "PUT", headers: german, json: { names: ["Nova", `Quill${nul}`] } });
    expect(names.status).toBe(422);
    expect(await names.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message: "Einige Felder fehlen oder sind ungültig.", details: { fields: [{ path: "names.1", problem: "invalid_characters" }] } },
    });
    const crash = await nova.request("/api/debug-logs", { json: { action: "crash", tableName: "client", data: { message: `boom${loneSurrogate}`, timestamp: "2026-01-01T00:00:00.000Z" } } });
    expect(crash.status).toBe(422);
    expect((await crash.json()).error.details.fields).toEqual([{ path: "data.message", problem: "invalid_characters" }]);
    const birth = await nova.request("/api/profile", { method: "PATCH", json: { dateOfBirth: "0000-01-01" } });
    expect(birth.status).toBe(422);
    expect((await birth.json()).error.details.fields).toEqual([{ path: "dateOfBirth", problem: expect.any(String) }]);
    const from = await nova.request("/api/leaks?from=275760-09-13");
    expect(from.status).toBe(422);
    expect((await from.json()).error.details.fields.map((f: { path: string }) => f.path)).toEqual(["from"]);
    const site = await nova.request(`/api/leaks?site=${encodeURIComponent(`x${nul}`)}`);
    expect(site.status).toBe(422);
    expect((await site.json()).error.details.fields).toEqual([{ path: "site.0", problem: "invalid_characters" }]);
    for (const fake of ["-".repeat(36), "0".repeat(36)]) {
      const leak = await nova.request(`/api/leaks/${fake}`, { headers: german });
      expect(leak.status, fake).toBe(404);
      expect(await leak.json()).toEqual({ error: { code: "NOT_FOUND", message: "Nicht gefunden." } });
      const copy = await nova.request(`/api/removal-checks/${fake}/page-copy`, { headers: german });
      expect(copy.status, fake).toBe(404);
      expect(await copy.json()).toEqual({ error: { code: "NOT_FOUND", message: "Nicht gefunden." } });
      const timeline = await nova.request(`/api/leaks/${fake}/timeline`, { headers: german });
      expect(timeline.status, fake).toBe(404);
      expect(await timeline.json()).toEqual({ error: { code: "NOT_FOUND", message: "Nicht gefunden." } });
    }
    const profile = await (await nova.request("/api/profile")).json();
    expect(profile.stageNames ?? []).not.toContain(`Quill${nul}`);
    expect(profile.dateOfBirth ?? null).toBeNull();
  });

  it("refuses a JSON route's body sent as text/plain with 415 JSON_REQUIRED", async () => {
    const [nova] = await server.signedInBrowser("bad-input-plain@example.test");
    const scan = await nova.request("/api/scans", { method: "POST", headers: { "content-type": "text/plain", "accept-language": "fr" }, body: JSON.stringify({ scope: "full" }) });
    expect(scan.status).toBe(415);
    expect(await scan.json()).toEqual({ error: { code: "JSON_REQUIRED", message: "Le corps de la requête doit être du JSON (Content-Type: application/json)." } });
    const instant = await server.browser().request("/api/instant-scans", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "creatorName=Nova" });
    expect(instant.status).toBe(415);
    expect((await nova.request("/api/scans")).status).toBe(200);
    expect((await (await nova.request("/api/scans")).json()).scans).toEqual([]);
  });

  it("refuses better-auth bodies with NUL or lone surrogates in our error shape", async () => {
    const [nova] = await server.signedInBrowser("bad-input-auth@example.test", "Nova Quill");
    const update = await nova.request("/api/auth/update-user", { json: { name: `Nova${nul}Quill` } });
    expect(update.status).toBe(422);
    expect(await update.json()).toEqual({
      error: { code: "VALIDATION_FAILED", message: "Some fields are missing or not valid.", details: { fields: [{ path: "name", problem: "invalid_characters" }] } },
    });
    const signUp = await server.browser().request("/api/auth/sign-up/email", { json: { email: "surrogate@example.test", password: "Correct-horse-9", name: `Nova${loneSurrogate}` } });
    expect(signUp.status).toBe(422);
    const me = await (await nova.request("/api/me")).json();
    expect(JSON.stringify(me)).toContain("Nova Quill");
  });
});
