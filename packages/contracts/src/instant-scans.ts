// The visitor's free instant scan (3 a day, behind the bot check), the platform demo's shared scan,
// the instant scan's report by e-mail (confirming → confirmed) and linking anonymous results to the
// signed-in account with the same verified e-mail (docs/api/scans.md).
import { z } from "zod";
import { defineRoute, empty, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { scanStartedSchema } from "./scans";

export const instantScanStartSchema = z.object({ creatorName: safeText().max(100).optional() }).strict();
export const reportEmailSchema = z.object({ email: z.email().max(254) }).strict();

export const reportMailRequestedSchema = z.object({ status: z.literal("confirming") });
export const linkedScanResultsSchema = z.object({ linked: z.number().int(), scanIds: z.array(z.uuid()) }).meta({ id: "LinkedScanResults" });

const tags = ["Instant scans"];

export const instantScanRoutes = {
  start: defineRoute({
    method: "post",
    path: "/instant-scans",
    access: "public",
    summary: "Start a visitor's free preview scan",
    description: "Needs a solved bot check in the X-Captcha header (403 CAPTCHA_FAILED). Visitors have 3 a day (429 SCAN_LIMIT_REACHED).",
    tags,
    request: { body: jsonBody(instantScanStartSchema) },
    responses: { 202: json(scanStartedSchema, "The scan is queued") },
  }),
  demo: defineRoute({
    method: "get",
    path: "/demo-scan",
    access: "public",
    summary: "The platform demo's shared scan (only with the sandbox)",
    tags,
    responses: { 200: json(scanStartedSchema, "The demo scan, started once") },
  }),
  requestReport: defineRoute({
    method: "post",
    path: "/instant-scans/{id}/report",
    access: "public",
    summary: "Mail the instant scan's report, after the address is confirmed",
    tags,
    request: { params: z.object({ id: idSchema }), body: jsonBody(reportEmailSchema) },
    responses: { 202: json(reportMailRequestedSchema, "A confirmation link is on its way") },
  }),
  confirmReport: defineRoute({
    method: "get",
    path: "/instant-scans/report/confirm",
    access: "public",
    summary: "The confirmation link of a report mail",
    tags,
    request: { query: z.object({ token: z.string().optional() }) },
    responses: { 302: empty("To /scan-results?confirmed=1, or confirmed=0 for an unknown token") },
  }),
  linkResults: defineRoute({
    method: "post",
    path: "/scan-results/link",
    access: "signed-in",
    summary: "Adopt confirmed instant-scan results sent to the caller's verified address",
    tags,
    request: { body: jsonBody(reportEmailSchema) },
    responses: { 200: json(linkedScanResultsSchema, "How many results were linked, and their scans") },
  }),
};

export const captchaProviders = ["altcha", "turnstile", "recaptcha"] as const;
export type CaptchaProvider = (typeof captchaProviders)[number];
export const captchaConfigSchema = z.object({ provider: z.enum(captchaProviders), siteKey: z.string().nullable() }).meta({ id: "CaptchaConfig" });
export type CaptchaConfig = z.infer<typeof captchaConfigSchema>;

/** An ALTCHA challenge as altcha-lib makes it: its parameters (algorithm, cost, salt, expiry ...) and their signature. */
export const altchaChallengeSchema = z.looseObject({ parameters: z.looseObject({}), signature: z.string().optional() }).meta({ id: "AltchaChallenge" });

export const captchaRoutes = {
  config: defineRoute({ method: "get", path: "/captcha", access: "public", summary: "Which bot check the forms load", tags: ["Captcha"], responses: { 200: json(captchaConfigSchema, "The provider and its site key") } }),
  challenge: defineRoute({
    method: "get",
    path: "/captcha/challenge",
    access: "public",
    summary: "A fresh ALTCHA challenge (only when ALTCHA is the provider)",
    tags: ["Captcha"],
    responses: { 200: json(altchaChallengeSchema, "The challenge") },
  }),
};
