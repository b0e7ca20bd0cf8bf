// The HTTP application: API routes under /api, signed files, the version file, and the built
// single-page app for every other path. Routes validate, authorise and delegate.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { AppError } from "@unleak/core";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { limitBody } from "./http/body-limit";
import { requireCaptcha } from "./http/captcha";
import { clientIp } from "./http/client-ip";
import type { AppEnv, Services } from "./http/context";
import { sameOriginOnly } from "./http/csrf";
import { contractRouter } from "./http/contract-router";
import { handleError } from "./http/error-handler";
import { noStoreByDefault, securityHeaders } from "./http/security-headers";
import { refuseUnstorableQuery } from "./http/read-json";
import { loadSession } from "./http/session";
import { accountRoutes } from "./routes/account";
import { apiDocRoutes } from "./routes/api-docs";
import { authorisationRoutes } from "./routes/authorisation";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { captchaRoutes } from "./routes/captcha";
import { dashboardRoutes } from "./routes/dashboard";
import { debugLogRoutes } from "./routes/debug-logs";
import { adminOutboxRoutes } from "./routes/admin-outbox";
import { adminPanelRoutes } from "./routes/admin-panel";
import { adminUserRoutes } from "./routes/admin-users";
import { identityReviewRoutes } from "./routes/identity-review";
import { appealRoutes, MAX_APPEAL_REQUEST_BYTES } from "./routes/appeals";
import { agencyRoutes } from "./routes/agencies";
import { agencyRosterRoutes } from "./routes/agency-roster";
import { agencyInsightRoutes } from "./routes/agency-insights";
import { takedownRoutes } from "./routes/takedowns";
import { takedownAdminRoutes } from "./routes/takedown-admin";
import { broadcastRoutes } from "./routes/broadcasts";
import { serviceHealthRoutes } from "./routes/service-health";
import { evidenceRoutes } from "./routes/evidence";
import { leakTimelineRoutes } from "./routes/leak-timeline";
import { fileRoutes } from "./routes/files";
import { identityRoutes, MAX_IDENTITY_REQUEST_BYTES } from "./routes/identity";
import { instantScanRoutes } from "./routes/instant-scans";
import { leakRoutes } from "./routes/leaks";
import { privacyRoutes } from "./routes/privacy";
import { fakeProfileRoutes } from "./routes/fake-profiles";
import { notificationRoutes } from "./routes/notifications";
import { liveEventRoutes } from "./routes/events";
import { platformLogoRoutes } from "./routes/platform-logos";
import { profileRoutes } from "./routes/profile";
import { MAX_REFERENCE_REQUEST_BYTES, referenceRoutes } from "./routes/references";
import { referenceVideoRoutes } from "./routes/reference-videos";
import { MAX_PICTURE_SEARCH_REQUEST_BYTES, reverseImageRoutes } from "./routes/reverse-images";
import { VIDEO_UPLOAD_PATH, videoUploadRoutes } from "./uploads/video-uploads";
import { leakReportPdfRoutes } from "./routes/leak-report-pdf";
import { scanRoutes } from "./routes/scans";
import { sessionRoutes } from "./routes/sessions";
import { apiV1Routes } from "./routes/api-v1";
import { oauthRoutes } from "./routes/oauth";
import { oauthClientRoutes } from "./routes/oauth-clients";
import { siteRoutes } from "./routes/sites";
import { bookingRoutes } from "./routes/bookings";
import { partnerRoutes } from "./routes/partners";
import { affiliateRoutes } from "./routes/affiliates";
import { referralVisit } from "./http/referral-visit";
import { siteInfoRoutes } from "./routes/site-info";
import { operationsRoutes } from "./routes/operations";
import { assignRequestId, logRequests } from "./operations/request-log";

export const webDistDir = fileURLToPath(new URL("../../web/dist", import.meta.url));

export function createApp(services: Services) {
  const { config } = services;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // Every request gets an id and a log line with its route pattern, status and duration (issue 20).
  app.use("*", assignRequestId, logRequests(services));
  app.use("*", securityHeaders(config.captcha));
  app.use("/api/*", noStoreByDefault);
  app.use("*", async (c, next) => {
    c.set("services", services);
    c.set("clientIp", clientIp(c.req.raw, config, () => getConnInfo(c).remote.address ?? null));
    await next();
  });
  const csrfCheck = sameOriginOnly(config.trustedOrigins);
  app.use("/api/*", csrfCheck);
  app.use("/files/*", csrfCheck);
  // Uploads of reference media, identity documents and appeals' evidence have their own, larger limits; every other API body the default.
  const referenceUpload = limitBody(MAX_REFERENCE_REQUEST_BYTES);
  const identityUpload = limitBody(MAX_IDENTITY_REQUEST_BYTES);
  const defaultBody = limitBody(config.maxBodyBytes);
  const uploadLimits: Record<string, typeof defaultBody> = { "/api/references": referenceUpload, "/api/identity-verification": identityUpload, "/api/appeals": limitBody(MAX_APPEAL_REQUEST_BYTES), "/api/reverse-image-searches": limitBody(MAX_PICTURE_SEARCH_REQUEST_BYTES) };
  // An agency's upload of references for a creator of its roster (issue 17) has the same limit as her own.
  const uploadLimitOf = (path: string) => uploadLimits[path] ?? (/^\/api\/agency\/creators\/[^/]+\/references$/.test(path) ? referenceUpload : undefined);
  // Resumable video uploads bound each request by the upload's declared size, checked against the plan (ADR 031).
  app.use("/api/*", (c, next) => (c.req.path.startsWith(`${VIDEO_UPLOAD_PATH}/`) ? next() : ((c.req.method === "POST" && uploadLimitOf(c.req.path)) || defaultBody)(c, next)));
  // The free scan, sign-up, booking a call and applying as a partner ask for a solved bot check (ADR 012).
  app.on("POST", ["/api/instant-scans", "/api/auth/sign-up/email", "/api/auth/phone/sign-up", "/api/bookings", "/api/partner-applications"], requireCaptcha);

  app.use("/api/*", refuseUnstorableQuery);
  app.route("/api/auth", authRoutes);
  app.use("/api/*", loadSession);
  app.route(VIDEO_UPLOAD_PATH, videoUploadRoutes);
  // Every JSON route hangs off one router, so the OpenAPI document describes them all (ADR 023).
  const api = contractRouter();
  api.route("/", captchaRoutes);
  api.route("/", accountRoutes);
  api.route("/", notificationRoutes);
  api.route("/", liveEventRoutes);
  api.route("/", sessionRoutes);
  api.route("/", profileRoutes);
  api.route("/", platformLogoRoutes);
  api.route("/", instantScanRoutes);
  api.route("/", leakReportPdfRoutes);
  api.route("/", scanRoutes);
  api.route("/", siteRoutes);
  api.route("/", siteInfoRoutes);
  api.route("/", leakRoutes);
  api.route("/", fakeProfileRoutes);
  api.route("/", dashboardRoutes);
  api.route("/", referenceRoutes);
  api.route("/", referenceVideoRoutes);
  api.route("/", reverseImageRoutes);
  api.route("/", identityRoutes);
  api.route("/", debugLogRoutes);
  api.route("/", adminOutboxRoutes);
  api.route("/", adminPanelRoutes);
  api.route("/", adminUserRoutes);
  api.route("/", authorisationRoutes);
  api.route("/", identityReviewRoutes);
  api.route("/", appealRoutes);
  api.route("/", takedownRoutes);
  api.route("/", takedownAdminRoutes);
  api.route("/", broadcastRoutes);
  api.route("/", serviceHealthRoutes);
  api.route("/", evidenceRoutes);
  api.route("/", leakTimelineRoutes);
  api.route("/", billingRoutes);
  api.route("/", agencyRoutes);
  api.route("/", agencyRosterRoutes);
  api.route("/", agencyInsightRoutes);
  // The public API (issue 19): OAuth clients and consent for signed-in users, /v1 for bearer tokens.
  api.route("/", oauthClientRoutes);
  api.route("/", apiV1Routes);
  api.route("/", bookingRoutes);
  api.route("/", partnerRoutes);
  api.route("/", affiliateRoutes);
  api.route("/", privacyRoutes);
  app.route("/api", api);
  app.route("/api", apiDocRoutes(api, config.version));
  app.route("/files", fileRoutes);
  app.route("/oauth", oauthRoutes);
  app.get("/version.json", (c) => c.json({ version: config.version }, 200, { "cache-control": "no-store" }));
  // /healthz, /readyz and /metrics for probes and scrapers (issue 20, ADR 043).
  app.route("/", operationsRoutes);
  app.all("/api/*", () => {
    throw new AppError("NOT_FOUND");
  });

  // A referral link's visit (issue 19): counted and remembered on whichever page it lands.
  app.use("*", referralVisit);
  serveWebApp(app);
  return app;
}

function serveWebApp(app: Hono<AppEnv>) {
  const indexFile = path.join(webDistDir, "index.html");
  const root = path.relative(process.cwd(), webDistDir);
  app.use("/assets/*", serveStatic({ root, onFound: (_path, c) => c.header("cache-control", "public, max-age=31536000, immutable") }));
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    if (!existsSync(indexFile)) return c.text("The web app is not built yet: run `npm run build`.", 503);
    return c.html(readFileSync(indexFile, "utf8"), 200, { "cache-control": "no-cache" });
  });
}

export type AppType = ReturnType<typeof createApp>;
