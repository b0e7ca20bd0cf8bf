// The permission matrix (ADR 024): every route of the app, read from the app itself, called by
// each kind of actor: a visitor, the creator who owns the data, another creator, and an
// administrator. Routes with an id get the owner's real rows, so "another creator" proves that
// nobody reaches someone else's data. A route that is mounted but missing here fails the test.
import { agencies, agencyCreators, agencyMembers, dataExports, digitalSignatures, identityVerifications, leaks, notices, notifications, referenceVideos, removalChecks, scans, session } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFakeProfile } from "../testing/fake-profile-row";
import { issueApiToken } from "../testing/oauth-token";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

/**
 * What each actor gets. "ok": past the policy (2xx/3xx, or a domain answer such as 409, 422 or
 * 429); "open": a public route whose 404 means an unknown token, not a refusal; a number: exactly
 * that refusal (401 sign in, 403 forbidden, 404 not yours).
 */
type Outcome = "ok" | "open" | 401 | 403 | 404;
type Actor = "visitor" | "creator" | "other" | "admin" | "agency";
/**
 * `agency` is the owner of an agency whose roster holds the creator (issue 17). Where a row does
 * not say, it gets what `other` gets: outside the agency's own routes a member is a creator on
 * their own data, and the roster creator's rows are reached only through the agency's routes.
 */
type Row = Record<Exclude<Actor, "agency">, Outcome> & { agency?: Outcome; body?: unknown };

const everyone: Row = { visitor: "ok", creator: "ok", other: "ok", admin: "ok" };
const signedIn: Row = { visitor: 401, creator: "ok", other: "ok", admin: "ok" };
const ownersOnly: Row = { visitor: 401, creator: "ok", other: 404, admin: 404 };
const adminsOnly: Row = { visitor: 401, creator: 403, other: 403, admin: "ok" };
const byToken: Row = { visitor: "open", creator: "open", other: "open", admin: "open" };
/** An agency's roster (issue 17): members of an agency only; a creator or an administrator is no member. */
const rosterOnly: Row = { visitor: 401, creator: 403, other: 403, admin: 403, agency: "ok" };
/** An agency itself and its team (issue 17): members of an agency only; a creator or an administrator is no member. */
const agencyMembersOnly: Row = { visitor: 401, creator: 403, other: 403, admin: 403, agency: "ok" };
/** The public API (issue 19): a bearer token only; a session cookie is no credential there (see the token matrix below). */
const bearerOnly: Row = { visitor: 401, creator: 401, other: 401, admin: 401 };
/** The creator's own verdicts and uploads: an administrator may read them but changes only their own. */
const ownersChange: Row = { visitor: 401, creator: "ok", other: 404, admin: 404 };

/** Keys are "METHOD path" as the app mounts them; `:id` is the owner's row of that resource. */
const matrix: Record<string, Row> = {
  "GET /api/config": everyone,
  "GET /api/me": signedIn,
  "GET /api/captcha": everyone,
  "GET /api/captcha/challenge": everyone,
  "GET /api/stats": everyone,
  "GET /api/sites": everyone,
  "GET /api/demo-scan": everyone,
  "POST /api/debug-logs": { ...everyone, body: { action: "crash", tableName: "client", data: { message: "probe", stack: "at x", componentStack: "in y", timestamp: "2026-01-01T00:00:00.000Z", userAgent: "Probe" } } },
  "GET /api/profile": signedIn,
  "PATCH /api/profile": { ...signedIn, body: { city: "Berlin" } },
  "PUT /api/profile/niches": { ...signedIn, body: { niches: ["Cosplay"] } },
  "PUT /api/profile/stage-names": { ...signedIn, body: { names: ["Nova Quill"] } },
  "PUT /api/profile/language": { ...signedIn, body: { language: "de" } },
  "PUT /api/official-links": { ...signedIn, body: { selections: [{ platformId: "onlyfans", username: "novaquill" }] } },
  "PUT /api/onboarding/plan": { ...signedIn, body: { plan: "pro" } },
  "POST /api/login-tracking": signedIn,
  "GET /api/notifications": signedIn,
  "POST /api/notifications/read": { ...signedIn, body: { ids: [] } },
  "DELETE /api/notifications/:id": ownersOnly,
  "GET /api/events": signedIn,
  "DELETE /api/sessions/:id": ownersOnly,
  "GET /api/dashboard": signedIn,
  "GET /api/leaks": signedIn,
  "GET /api/leaks/:id": ownersOnly,
  "PATCH /api/leaks/:id": { ...ownersChange, body: { disposition: "licensed" } },
  "POST /api/leaks/:id/restore": ownersChange,
  // Fake profiles (issue 18). "Check now" queues one check per creator (a second: 409 past the
  // policy). Reporting needs the gate, which is closed for her here (403 AUTHORISATION_REQUIRED).
  "GET /api/fake-profiles": signedIn,
  "POST /api/fake-profiles/check": signedIn,
  "GET /api/fake-profiles/:id": ownersOnly,
  "POST /api/fake-profiles/:id/report": { ...ownersChange, creator: 403 },
  "POST /api/fake-profiles/:id/verdict": { ...ownersChange, body: { verdict: "not_me" } },
  "GET /api/references": signedIn,
  "POST /api/references": signedIn,
  "DELETE /api/references/:id": ownersChange,
  // Reference videos (issue 14): an administrator, and her agency (issue 17), may read one; a frame of the owner's video (still processing) is refused 409 past the policy.
  "GET /api/reference-videos": signedIn,
  "GET /api/reference-videos/:id": { visitor: 401, creator: "ok", other: 404, admin: "ok", agency: "ok" },
  "DELETE /api/reference-videos/:id": ownersChange,
  // Her agency may pick frames of her video (references.change): 409 past the policy, as for her.
  "POST /api/reference-videos/:id/frames": { ...ownersChange, agency: "ok", body: { timeMs: 1000 } },
  // Each caller reads and submits only their own identity verification (an empty POST: a 422).
  "GET /api/identity-verification": signedIn,
  "POST /api/identity-verification": signedIn,
  // Logos show in the onboarding picker, before an account exists (ADR 006).
  "GET /api/platform-logos": everyone,
  "GET /api/platform-logos/:key/signed-url": byToken,
  "POST /api/scans": { ...signedIn, body: { scope: "preview" } },
  "GET /api/scans": signedIn,
  // A scan is read by its owner, or by the visitor whose cookie started it (instant scans).
  "GET /api/scans/:id": { visitor: 404, creator: "ok", other: 404, admin: 404 },
  "GET /api/scans/:id/events": { visitor: 404, creator: "ok", other: 404, admin: 404 },
  "GET /api/scans/:id/report.pdf": ownersOnly,
  // Bodies that fail validation where a success would start a real scan: a 422 is past the policy.
  "POST /api/instant-scans": { ...everyone, body: { creatorName: "" } },
  "POST /api/instant-scans/:id/report": { visitor: 404, creator: 404, other: 404, admin: 404, body: { email: "nova@example.test" } },
  "GET /api/instant-scans/report/confirm": byToken,
  // Only the account's own confirmed address links earlier scans: another address is refused.
  "POST /api/scan-results/link": { visitor: 401, creator: 403, other: 403, admin: 403, body: { email: "nova@example.test" } },
  "GET /api/admin/outbox": adminsOnly,
  // The admin panel (issue 16): administrators with two-factor on only (below: without it, a 403 that says so).
  "GET /api/admin/overview": adminsOnly,
  "GET /api/admin/audit-log": adminsOnly,
  // Users (issue 16): `:id` is a target account of its own (below), so that banning it or signing
  // it out leaves the owner's rows for the routes after these; an already verified address is
  // refused 409 past the policy.
  "GET /api/admin/users": adminsOnly,
  "GET /api/admin/users/:id": adminsOnly,
  "PUT /api/admin/users/:id/tier": { ...adminsOnly, body: { tier: "pro", reason: "Matrix probe" } },
  "PUT /api/admin/users/:id/role": { ...adminsOnly, body: { role: "admin", reason: "Matrix probe" } },
  "POST /api/admin/users/:id/sessions/revoke": { ...adminsOnly, body: {} },
  "POST /api/admin/users/:id/verification-email": { ...adminsOnly, body: {} },
  "POST /api/admin/users/:id/ban": { ...adminsOnly, body: { reason: "Matrix probe", adminNotes: "Probe" } },
  "POST /api/admin/users/:id/unban": { ...adminsOnly, body: { reason: "Matrix probe" } },
  "GET /api/authorisation": signedIn,
  "GET /api/digital-signature": signedIn,
  // An empty signature: refused (422) past the policy, so nobody's letter changes.
  "POST /api/digital-signature": { ...signedIn, body: { fullName: "Nova Quill", contentDescription: "Photos", signature: "", language: "en" } },
  "POST /api/digital-signature/revoke": signedIn,
  "GET /api/digital-signature/:id/document.pdf": ownersOnly,
  // `:id` is the owner's pending identity verification: the administrator's approval decides it
  // (and a decided one answers 409, past the policy).
  // Appeals (issue 16): only a suspended account appeals, and nobody here is: a submission is refused
  // past the policy (400 without a multipart body, else 409 NOT_SUSPENDED); each reads back their own.
  // `:id` here is the owner's identity verification (`ids.admin`), no appeal: the administrator,
  // past the policy, finds none (404).
  "POST /api/appeals": signedIn,
  "GET /api/appeals/mine": signedIn,
  "GET /api/admin/appeals": adminsOnly,
  "POST /api/admin/appeals/:id/decision": { ...adminsOnly, admin: 404, body: { decision: "keep", response: "The reports were confirmed." } },
  "GET /api/admin/identity-verifications": adminsOnly,
  "POST /api/admin/identity-verifications/:id/approve": adminsOnly,
  "POST /api/admin/identity-verifications/:id/reject": { ...adminsOnly, body: { reason: "The ID photo is blurred." } },
  // Takedowns (issue 12). Nobody here is authorised (no approved identity), so a request is refused by
  // the gate (403 AUTHORISATION_REQUIRED) before anything is read; takedowns.int.test.ts covers the rest.
  "GET /api/removal-requests/candidates": signedIn,
  "POST /api/removal-requests/preview": { ...signedIn, body: { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] } },
  "POST /api/removal-requests": { visitor: 401, creator: 403, other: 403, admin: 403, body: { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] } },
  "GET /api/notices": signedIn,
  "GET /api/leaks/:id/checks": ownersOnly,
  "GET /api/leaks/:id/timeline": ownersOnly,
  "GET /api/removal-checks/:id/page-copy": ownersOnly,
  "GET /api/notices/:id": ownersOnly,
  "GET /api/notices/:id/document.pdf": ownersOnly,
  "GET /api/takedown-settings": signedIn,
  "PATCH /api/takedown-settings": { ...signedIn, body: { autoTakedown: false } },
  "GET /api/admin/inbound-replies": adminsOnly,
  "GET /api/admin/takedowns": adminsOnly,
  // Broadcasts and service health (issue 16). The probe broadcast goes to the "admin" plan, which no
  // profile here is on, so it reaches nobody. `:id` is the owner's identity verification (`ids.admin`),
  // no crash report, and `:name` stays as written, no queue's name: the administrator, past the
  // policy, finds none (404).
  "POST /api/admin/broadcasts": {
    ...adminsOnly,
    body: { audience: { kind: "tier", tier: "admin" }, texts: Object.fromEntries(["en", "de", "es", "fr"].map((language) => [language, { title: "Matrix probe", message: "Probe" }])) },
  },
  "GET /api/admin/broadcasts": adminsOnly,
  "GET /api/admin/health": adminsOnly,
  "GET /api/admin/crash-reports": adminsOnly,
  "GET /api/admin/crash-reports/:id": { ...adminsOnly, admin: 404 },
  "POST /api/admin/jobs/:name/retry": { ...adminsOnly, admin: 404 },
  // The evidence pack of a case (issue 13): the owner's leak only; the key it is signed with is public.
  "GET /api/leaks/:id/evidence-pack.zip": ownersOnly,
  "GET /api/evidence-key": everyone,
  // The legal pages' facts (issue 19): the operator's details and configured periods, public.
  "GET /api/site-info": everyone,
  // Counter-notices (issue 13): the owner's notice has none, so the owner's decision is refused (422) past the policy.
  "GET /api/counter-notices": signedIn,
  "POST /api/counter-notices/:id/decision": { ...ownersOnly, body: { decision: "let_go" } },
  // Payment (issue 15): each signed-in user pays for their own account only; nobody here has paid
  // yet, so the portal answers 404 NO_SUBSCRIPTION past the policy; the provider's webhook is
  // public and refuses a delivery without a valid signature (400).
  "POST /api/billing/checkout": { ...signedIn, body: { plan: "pro", returnTo: "plans" } },
  "POST /api/billing/portal": { visitor: 401, creator: 404, other: 404, admin: 404, body: {} },
  "POST /api/billing/check-subscription": { ...signedIn, body: { forceRefresh: true } },
  "POST /api/billing/webhook": { ...everyone, body: { id: "evt_probe", type: "invoice.paid" } },
  // Agencies' rosters (issue 17): members of an agency only, and nobody here is one (403); a member
  // reaches only the creators active on its roster (agency-roster.int.test.ts). The creator's side:
  // the invitation page opens by its token (none here: 404), accepting and leaving need an account,
  // and nobody here has an invitation or an agency (404 past the policy).
  "GET /api/agency/creators": rosterOnly,
  "POST /api/agency/creators": { ...rosterOnly, body: { email: "matrix-invited@example.test" } },
  // No invitation has the roster creator's id: 404 past the policy.
  "POST /api/agency/creator-invitations/:id/resend": { ...rosterOnly, agency: 404 },
  "DELETE /api/agency/creator-invitations/:id": { ...rosterOnly, agency: 404 },
  "DELETE /api/agency/creators/:id": rosterOnly,
  "GET /api/agency/creators/:id": rosterOnly,
  "GET /api/agency/creators/:id/leaks": rosterOnly,
  "GET /api/agency/creators/:id/scans": rosterOnly,
  "POST /api/agency/creators/:id/scans": rosterOnly,
  "GET /api/agency/creators/:id/references": rosterOnly,
  "POST /api/agency/creators/:id/references": rosterOnly,
  "GET /api/agency/creators/:id/notices": rosterOnly,
  // Her fake profiles (issue 18): the agency reads them and its owner asks for a check (202, or 409 while hers runs).
  "GET /api/agency/creators/:id/fake-profiles": rosterOnly,
  "POST /api/agency/creators/:id/fake-profiles/check": rosterOnly,
  // Past the policy, the gate: her letter does not name the agency (403 AUTHORISATION_REQUIRED).
  "POST /api/agency/creators/:id/removal-requests": { ...rosterOnly, agency: 403, body: { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] } },
  "GET /api/agency-invitations/:token": byToken,
  // An agency member is never a roster creator (403).
  "POST /api/agency-invitations/accept": { visitor: 401, creator: 404, other: 404, admin: 404, agency: 403, body: { token: "matrix-no-such-invitation-token-0123456789" } },
  "GET /api/agency-membership": signedIn,
  "POST /api/agency-membership/leave": { visitor: 401, creator: 404, other: 404, admin: 404 },
  // Agencies (issue 17): any account applies (once at a time) and reads its own application;
  // administrators decide (`:id` is the owner's identity verification, no application: 404 past
  // the policy). The agency and its team are its members' only, and nobody here is one; a team
  // invitation's token names none here (404 past the policy).
  "POST /api/agency-applications": { ...signedIn, body: { companyName: "Matrix Agency", contactName: "Probe", contactEmail: "probe@example.test", rosterSize: "1-5" } },
  "GET /api/agency-applications/mine": signedIn,
  "GET /api/admin/agency-applications": adminsOnly,
  "POST /api/admin/agency-applications/:id/decision": { ...adminsOnly, admin: 404, body: { decision: "reject", reason: "Matrix probe" } },
  "GET /api/agency": agencyMembersOnly,
  "PATCH /api/agency": { ...agencyMembersOnly, body: { phone: "+49 30 1234" } },
  "GET /api/agency/members": agencyMembersOnly,
  "POST /api/agency/members/invitations": { ...agencyMembersOnly, body: { email: "matrix-invitee@example.test", role: "viewer" } },
  "POST /api/agency/members/join": { visitor: 401, creator: 404, other: 404, admin: 404, body: { token: "matrix-no-such-invitation-token-0123" } },
  // No member has the roster creator's id: 404 past the policy.
  "PATCH /api/agency/members/:id": { ...agencyMembersOnly, agency: 404, body: { role: "viewer" } },
  "DELETE /api/agency/members/:id": { ...agencyMembersOnly, agency: 404 },
  // An agency's analytics and billing (issue 17): its members only (nobody here is one: 403); checkout
  // and the portal its owner's only (agency-insights.int.test.ts, agency-billing.int.test.ts).
  "GET /api/agency/analytics": agencyMembersOnly,
  "GET /api/agency/analytics.csv": agencyMembersOnly,
  "GET /api/agency/billing": agencyMembersOnly,
  "POST /api/agency/billing/checkout": { ...agencyMembersOnly, body: { plan: "pro" } },
  // The agency has not paid yet: 404 NO_SUBSCRIPTION past the policy.
  "POST /api/agency/billing/portal": { ...agencyMembersOnly, agency: 404, body: {} },
  // The reverse image finder (issue 18): anyone searches (no file: 422; a loopback address: 422
  // refused, past the policy); a result becomes a leak of the caller's own account only.
  "POST /api/reverse-image-searches": everyone,
  "POST /api/reverse-image-searches/by-url": { ...everyone, body: { imageUrl: "http://127.0.0.1/matrix.jpg" } },
  "POST /api/reverse-image-searches/leaks": { ...signedIn, body: { pageUrl: "https://leaks.example/matrix-found", mediaUrl: "https://leaks.example/matrix-found.jpg", title: "Found", quality: "high", distance: 14 } },
  // Book a call (issue 19): anyone books (an unknown slot: 409 past the policy) and cancels with the
  // mailed token (an unknown one: 404); slots and bookings are the administrators'.
  "GET /api/bookings/slots": everyone,
  "POST /api/bookings": { ...everyone, body: { slotId: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", name: "Probe", email: "probe@example.test", topic: "other" } },
  "POST /api/bookings/:id/cancel": { ...byToken, body: { token: "probe" } },
  "GET /api/admin/bookings": adminsOnly,
  "POST /api/admin/booking-slots": { ...adminsOnly, body: { startsAt: ["2099-01-01T10:00:00.000Z"], durationMinutes: 30 } },
  "DELETE /api/admin/booking-slots/:id": { ...adminsOnly, admin: 404 },
  "POST /api/admin/bookings/:id/cancel": { ...adminsOnly, admin: 404 },
  // The partner programme (issue 19): anyone applies; administrators review (an unknown application: 404).
  "POST /api/partner-applications": { ...everyone, body: { organisation: "Matrix Studio", kind: "studio", contactName: "Probe", email: "probe@example.test", message: "Probe" } },
  "GET /api/admin/partner-applications": adminsOnly,
  "POST /api/admin/partner-applications/:id/decision": { ...adminsOnly, admin: 404, body: { decision: "reject", note: "Matrix probe" } },
  // OAuth clients of the public API (issue 19): each manages her own (`:id` is the owner's client,
  // `oauth-grants/:id` the grant she gave it); any signed-in user may answer a consent request (an
  // incomplete one: 422 past the policy).
  "GET /api/oauth-clients": signedIn,
  "POST /api/oauth-clients": { ...signedIn, body: { name: "Matrix client", redirectUris: ["https://client.example/cb"], scopes: ["leaks:read"] } },
  "POST /api/oauth-clients/:id/secret": ownersOnly,
  "POST /api/oauth-clients/:id/webhook-secret": ownersOnly,
  "DELETE /api/oauth-clients/:id": ownersOnly,
  "GET /api/oauth-grants": signedIn,
  "DELETE /api/oauth-grants/:id": ownersOnly,
  "GET /api/oauth/consent": signedIn,
  "POST /api/oauth/consent": { ...signedIn, body: { allow: false } },
  "GET /api/v1/leaks": bearerOnly,
  "GET /api/v1/leaks/:id": bearerOnly,
  "GET /api/v1/scans": bearerOnly,
  "POST /api/v1/scans": { ...bearerOnly, body: { scope: "full" } },
  "GET /api/v1/takedowns": bearerOnly,
  "POST /api/v1/takedowns": { ...bearerOnly, body: { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] } },
  "GET /api/v1/fake-profiles": bearerOnly,
  // The affiliate programme (issue 19): its terms are public; each signed-in user reads her own
  // earning hub and asks for her own payouts (nothing available here: 422 past the policy);
  // administrators work the payout queue (`:id` is no payout: 404 past the policy).
  "GET /api/affiliates/programme": everyone,
  "GET /api/affiliates/me": signedIn,
  "GET /api/affiliates/commissions": signedIn,
  "GET /api/affiliates/payouts": signedIn,
  "POST /api/affiliates/payouts": { ...signedIn, body: { method: "paypal", details: { email: "matrix-payout@example.test" } } },
  "GET /api/admin/payouts": adminsOnly,
  "POST /api/admin/payouts/:id/decision": { ...adminsOnly, admin: 404, body: { decision: "approve" } },
  // Private files open only through a fresh signed link; without one, nobody gets them.
  // Privacy (issue 19): each signed-in user exports and deletes their own account only. `:id` is the
  // owner's ready export; the download without its token is refused (422) past the policy; a wrong
  // password refuses a deletion (403 PASSWORD_INCORRECT) past the policy, and nobody has one to cancel (404).
  "GET /api/privacy": signedIn,
  "POST /api/privacy/exports": signedIn,
  "POST /api/privacy/exports/:id/link": ownersOnly,
  "GET /api/privacy/exports/download": signedIn,
  "POST /api/privacy/deletion": { visitor: 401, creator: 403, other: 403, admin: 403, body: { password: "Wrong-horse-9" } },
  "DELETE /api/privacy/deletion": { visitor: 401, creator: 404, other: 404, admin: 404 },
  "GET /files/:bucket/:key{.+}": { visitor: 403, creator: 403, other: 403, admin: 403 },
  // Operations (issue 20): probes for everyone; the metrics for METRICS_TOKEN's holder only, whom no session cookie makes.
  "GET /healthz": everyone,
  "GET /readyz": everyone,
  "GET /metrics": { visitor: 401, creator: 401, other: 401, admin: 401 },
};

/**
 * The public API with bearer tokens (issue 19): the owner's token and another creator's, each with
 * every scope. A token acts for its user only: someone else's leak is a 404. A full scan is asked
 * for with a preview body (422 past the policy); a removal request meets the closed gate (403).
 */
const tokenMatrix: Record<string, { owner: Outcome; other: Outcome; body?: unknown }> = {
  "GET /api/v1/leaks": { owner: "ok", other: "ok" },
  "GET /api/v1/leaks/:id": { owner: "ok", other: 404 },
  "GET /api/v1/scans": { owner: "ok", other: "ok" },
  "POST /api/v1/scans": { owner: "ok", other: "ok", body: { scope: "preview" } },
  "GET /api/v1/takedowns": { owner: "ok", other: "ok" },
  "POST /api/v1/takedowns": { owner: 403, other: 403, body: { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] } },
  "GET /api/v1/fake-profiles": { owner: "ok", other: "ok" },
};

/** Routes that are not ours to authorise, each with the reason. */
/** The operational routes mounted at the root (issue 20). */
const operational = /^\/(healthz|readyz|metrics)$/;
const outside = [/^\/api\/auth\//, /^\/api\/openapi\.json$/, /^\/api\/docs/, /^\/version\.json$/];

describe.each(kinds)("the permission matrix on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  const browsers = {} as Record<Actor, TestBrowser>;
  let adminWithoutTwoFactor: TestBrowser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "matrix-admin@example.test, matrix-admin-without-2fa@example.test", METRICS_TOKEN: "matrix-metrics-token-0123456789" });
    browsers.visitor = server.browser();
    let ownerId: string;
    [browsers.creator, ownerId] = await server.signedInBrowser("matrix-owner@example.test", "Nova Quill");
    [browsers.other] = await server.signedInBrowser("matrix-other@example.test");
    [browsers.admin] = await server.signedInAdmin("matrix-admin@example.test");
    [adminWithoutTwoFactor] = await server.signedInBrowser("matrix-admin-without-2fa@example.test");
    ids["admin/users"] = (await server.signedInBrowser("matrix-target@example.test"))[1];
    // An agency (issue 17) whose owner is the `agency` actor, with the creator active on its roster.
    let agencyOwnerId: string;
    [browsers.agency, agencyOwnerId] = await server.signedInBrowser("matrix-agency@example.test", "Vera Agent");
    const [agency] = await server.runtime.db.insert(agencies).values({ name: "Matrix Talent", contactName: "Vera Agent", contactEmail: "matrix-agency@example.test" }).returning({ id: agencies.id });
    await server.runtime.db.insert(agencyMembers).values({ agencyId: agency!.id, userId: agencyOwnerId, role: "owner" });
    await server.runtime.db.insert(agencyCreators).values({ agencyId: agency!.id, inviteEmail: "matrix-owner@example.test", creatorId: ownerId, status: "active", acceptedAt: new Date() });
    ids["agency/creators"] = ownerId; // /api/agency/creators/:id is the roster creator
    // The owner's rows: a finished scan with one leak, a notification, a reference, a second session.
    const { db } = server.runtime;
    const [scan] = await db.insert(scans).values({ userId: ownerId, kind: "full", scope: "full", status: "completed", percent: 100, subject: { fromAccount: true }, finishedAt: new Date() }).returning({ id: scans.id });
    ids.scans = scan!.id;
    const evidence = { kind: "name", matchedName: "Nova Quill", snippet: "Nova Quill leaked", title: "Nova Quill", fetchedAt: new Date().toISOString(), httpStatus: 200 };
    const [leak] = await db
      .insert(leaks)
      .values({ userId: ownerId, scanId: scan!.id, url: "https://leaks.example/nova", siteId: "example", siteName: "Example", category: "leak-forum", title: "Nova", kind: "name", quality: "good", evidence: evidence as never })
      .returning({ id: leaks.id });
    ids.leaks = leak!.id;
    // A candidate fake profile of hers (issue 18).
    ids["fake-profiles"] = await insertFakeProfile(db, ownerId);
    // A removal check of that leak with the copy of the page it fetched.
    await server.runtime.storage.put("checks", `${leak!.id}/matrix.page`, Buffer.from("<html>matrix</html>"));
    const [check] = await db
      .insert(removalChecks)
      .values({ userId: ownerId, leakId: leak!.id, target: "page", url: "https://leaks.example/nova", outcome: "up", reason: "http-200", evidence: {}, copyKey: `${leak!.id}/matrix.page`, checkedAt: new Date() })
      .returning({ id: removalChecks.id });
    ids["removal-checks"] = check!.id;
    const [video] = await db.insert(referenceVideos).values({ userId: ownerId, uploadId: crypto.randomUUID(), uploadKey: `matrix${ownerId.slice(0, 8)}`, bytes: 1000, status: "processing" }).returning({ id: referenceVideos.id });
    ids["reference-videos"] = video!.id;
    const [notification] = await db.insert(notifications).values({ notificationId: `matrix-${ownerId}`, userId: ownerId, title: "t", message: "m" }).returning({ id: notifications.id });
    ids.notifications = notification!.id;
    await server.runtime.storage.put("signatures", `${ownerId}/matrix.pdf`, Buffer.from("%PDF-1.7 matrix"));
    const [letter] = await db.insert(digitalSignatures).values({ userId: ownerId, consentVersion: "2026-11-24", fullName: "Nova Quill", contentDescription: "Photos", documentKey: `${ownerId}/matrix.pdf` }).returning({ id: digitalSignatures.id });
    ids["digital-signature"] = letter!.id;
    const [verification] = await db.insert(identityVerifications).values({ userId: ownerId, documentType: "passport" }).returning({ id: identityVerifications.id });
    ids.admin = verification!.id; // rows are keyed by the path's first segment: /api/admin/identity-verifications/:id
    await server.runtime.storage.put("notices", `${ownerId}/UL-MATRIX.pdf`, Buffer.from("%PDF-1.7 notice"));
    const [notice] = await db
      .insert(notices)
      .values({
        userId: ownerId,
        reference: "UL-MATRIX",
        basis: "dmca",
        recipientKind: "site",
        recipientName: "Example",
        channel: "email",
        address: "dmca@leaks.example",
        language: "en",
        routeReason: { code: "site_email", params: {} },
        subject: "DMCA notice UL-MATRIX",
        body: "notice",
        raw: "notice",
        rawSha256: "0".repeat(64),
        pdfKey: `${ownerId}/UL-MATRIX.pdf`,
        createdAt: new Date(),
      })
      .returning({ id: notices.id });
    ids.notices = notice!.id;
    ids["counter-notices"] = notice!.id;
    const [dataExport] = await db.insert(dataExports).values({ userId: ownerId, status: "ready", fileKey: `${ownerId}/matrix.zip`, expiresAt: new Date(Date.now() + 3_600_000), readyAt: new Date() }).returning({ id: dataExports.id });
    ids.privacy = dataExport!.id;
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 140, b: 200 } } })
      .composite([{ input: Buffer.from('<svg width="320" height="240"><circle cx="160" cy="120" r="80" fill="#f0a"/><rect x="20" y="20" width="60" height="180" fill="#0a4"/></svg>'), top: 0, left: 0 }])
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "matrix.jpg");
    const uploaded = await browsers.creator.request("/api/references", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const [reference] = ((await uploaded.json()) as { references: Array<{ id: string }> }).references;
    ids.references = reference!.id;
    await server.browser().request("/api/auth/sign-in/email", { json: { email: "matrix-owner@example.test", password: "Correct-horse-9" } });
    const sessions = await db.select({ id: session.id }).from(session).where(eq(session.userId, ownerId));
    ids.sessions = sessions.at(-1)!.id;
    // Her OAuth client, and the grant she gave another one (deleting the first ends its grants too,
    // issue 19); `/api/v1/leaks/:id` is her leak.
    ids["oauth-clients"] = (await issueApiToken(browsers.creator, ["leaks:read"], "Matrix app")).clientId;
    const granted = (await issueApiToken(browsers.creator, ["leaks:read"], "Matrix granted app")).clientId;
    const grants = (await (await browsers.creator.request("/api/oauth-grants")).json()) as { apps: Array<{ id: string; clientId: string }> };
    ids["oauth-grants"] = grants.apps.find((app) => app.clientId === granted)!.id;
    ids.v1 = leak!.id;
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const mounted = () =>
    [
      ...new Set(
        server.app.routes
          .filter((route) => route.method !== "ALL" && !route.path.endsWith("*") && !outside.some((pattern) => pattern.test(route.path)))
          .filter((route) => route.path.startsWith("/api/") || route.path.startsWith("/files/") || operational.test(route.path))
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].sort();

  it("lists every mounted route", () => {
    const missing = mounted().filter((key) => !(key in matrix));
    expect(missing, "add these routes to the permission matrix").toEqual([]);
    const stale = Object.keys(matrix).filter((key) => !mounted().includes(key));
    expect(stale, "these matrix rows name no route").toEqual([]);
  });

  it("lets a bearer token reach its own user's data only, on every /api/v1 route", async () => {
    const v1 = mounted().filter((key) => key.split(" ")[1]!.startsWith("/api/v1/"));
    expect(v1.filter((key) => !(key in tokenMatrix)), "add these routes to the token matrix").toEqual([]);
    const every = ["leaks:read", "scans:read", "scans:write", "takedowns:read", "takedowns:write", "fake_profiles:read"] as const;
    const tokens = { owner: (await issueApiToken(browsers.creator, [...every])).accessToken, other: (await issueApiToken(browsers.other, [...every])).accessToken };
    const seen: string[] = [];
    for (const key of v1) {
      const row = tokenMatrix[key]!;
      const [method, path] = key.split(" ") as [string, string];
      for (const holder of ["owner", "other"] as const) {
        const headers: Record<string, string> = { authorization: `Bearer ${tokens[holder]}` };
        if (row.body !== undefined) headers["content-type"] = "application/json";
        const response = await server.app.request(`http://localhost:3999${path.replace(":id", ids.v1!)}`, { method, headers, ...(row.body === undefined ? {} : { body: JSON.stringify(row.body) }) });
        await response.body?.cancel();
        const expected = row[holder];
        const fits = expected === "ok" ? response.status < 500 && ![401, 403, 404].includes(response.status) : response.status === expected;
        if (!fits) seen.push(`${key} with the ${holder}'s token: ${response.status}, expected ${expected}`);
      }
    }
    expect(seen).toEqual([]);
  });

  it("gives each actor what the policy says, on every route", async () => {
    const seen: string[] = [];
    // The owner goes last: their DELETEs remove the rows the others were refused.
    const order: Actor[] = ["visitor", "other", "admin", "agency", "creator"];
    // Deletions last: a resource's other routes still find the owner's row. Leaving her agency ends
    // its reach, so it goes last of all (after the agency took her off its roster: a 404 for her).
    const last = (key: string) => (key === "POST /api/agency-membership/leave" ? 2 : Number(key.startsWith("DELETE ")));
    for (const key of mounted().sort((a, b) => last(a) - last(b))) {
      const row = matrix[key]!;
      const [method, path] = key.split(" ") as [string, string];
      const resource = ["/api/admin/users/", "/api/agency/creators/"].find((prefix) => path.startsWith(prefix))?.slice(5, -1) ?? (/^\/api\/([a-z-]+)/.exec(path)?.[1] ?? "");
      const url = path
        .replace(":id", ids[resource] ?? "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c")
        .replace(":key", "onlyfans")
        .replace(":bucket", "references")
        .replace(":key{.+}", "nothing.jpg");
      for (const actor of order) {
        const init: RequestInit & { json?: unknown } = { method };
        if (row.body !== undefined) init.json = row.body;
        const response = await browsers[actor].request(url, init);
        await response.body?.cancel();
        const status = response.status;
        const expected = actor === "agency" ? (row.agency ?? row.other) : row[actor];
        const fits =
          expected === "ok" ? status < 500 && ![401, 403, 404].includes(status) : expected === "open" ? status < 500 && ![401, 403].includes(status) : status === expected;
        if (!fits) seen.push(`${key} as ${actor}: ${status}, expected ${expected}`);
      }
    }
    expect(seen).toEqual([]);
  });

  it("tells an administrator without two-factor to turn it on, on every admin route", async () => {
    const adminRoutes = mounted().filter((key) => key.split(" ")[1]!.startsWith("/api/admin/"));
    expect(adminRoutes.length).toBeGreaterThan(5);
    const seen: string[] = [];
    for (const key of adminRoutes) {
      const [method, path] = key.split(" ") as [string, string];
      const body = matrix[key]?.body;
      const response = await adminWithoutTwoFactor.request(path.replace(":id", "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"), { method, ...(body === undefined ? {} : { json: body }) });
      const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
      if (response.status !== 403 || answer?.error?.code !== "TWO_FACTOR_REQUIRED" || !answer.error.message?.includes("two-factor")) seen.push(`${key}: ${response.status} ${answer?.error?.code}`);
    }
    expect(seen).toEqual([]);
    // The same administrator is a creator elsewhere: someone else's leak is not theirs to read.
    expect((await adminWithoutTwoFactor.request(`/api/leaks/${ids.leaks}`)).status).toBe(404);
  });
});
