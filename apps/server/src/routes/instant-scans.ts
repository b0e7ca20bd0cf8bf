// The visitor's free instant scan (3 a day), its report by e-mail (confirming → confirmed) and
// linking anonymous results to the signed-in account with the same verified e-mail.
import { confirmInstantScanReportMail, getDemoScan, type InstantScanReportMailTexts, linkScanResults, requestInstantScanReportMail, startInstantScan } from "@unleak/core";
import { Hono } from "hono";
import { safeText } from "@unleak/contracts";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { readIdParam, readJson } from "../http/read-json";
import { requireUser } from "../http/session";
import { addressKey, existingVisitorKey, visitorKey } from "../http/visitor";
import { languageOf, translator } from "../i18n";
import { AppError } from "@unleak/core";

const startBody = z.object({ creatorName: safeText().max(100).optional() }).strict();
const emailBody = z.object({ email: z.email().max(254) }).strict();

const instantScanReportMailTexts =
  (request: Request): InstantScanReportMailTexts =>
  (key, values) =>
    translator(languageOf(request))(`mail:instantScanReport.${key}`, values);

export const instantScanRoutes = new Hono<AppEnv>()
  .post("/instant-scans", async (c) => {
    const { creatorName = "" } = await readJson(c, startBody);
    if (!creatorName.trim()) throw new AppError("CREATOR_NAME_REQUIRED");
    const { db, queue, config } = c.get("services");
    const session = c.get("session");
    const result = await startInstantScan({
      db,
      queue,
      creatorName,
      visitorKey: visitorKey(c),
      addressKey: addressKey(c),
      userId: session?.user.id ?? null,
      staleAfterSeconds: config.scans.staleAfterSeconds,
    });
    return c.json(result, 202);
  })
  // The platform demo's shared scan of the sandbox's demo creator: no quota, no cookie needed.
  .get("/demo-scan", async (c) => {
    const { db, queue, config } = c.get("services");
    if (!config.sandbox.enabled) throw new AppError("NOT_FOUND");
    return c.json(await getDemoScan({ db, queue }));
  })
  .post("/instant-scans/:id/report", async (c) => {
    const { email } = await readJson(c, emailBody);
    const { db, mailer, config } = c.get("services");
    const result = await requestInstantScanReportMail({
      db,
      mailer,
      scanId: readIdParam(c),
      viewer: { userId: c.get("session")?.user.id ?? null, visitorKey: existingVisitorKey(c) },
      addressKey: addressKey(c),
      email,
      confirmUrl: (token) => `${config.baseUrl}/api/instant-scans/report/confirm?token=${encodeURIComponent(token)}`,
      texts: instantScanReportMailTexts(c.req.raw),
    });
    return c.json(result, 202);
  })
  .get("/instant-scans/report/confirm", async (c) => {
    const { db, mailer, config } = c.get("services");
    const token = c.req.query("token") ?? "";
    const confirmed = token.length > 0 && (await confirmInstantScanReportMail({ db, mailer, token, signUpUrl: `${config.baseUrl}/onboarding?redirect=fullreport`, texts: instantScanReportMailTexts(c.req.raw) }));
    return c.redirect(`/scan-results?confirmed=${confirmed ? 1 : 0}`, 302);
  })
  .post("/scan-results/link", async (c) => {
    const user = requireUser(c);
    const { email } = await readJson(c, emailBody);
    return c.json(await linkScanResults({ db: c.get("services").db, userId: user.id, email }));
  });
