// The visitor's free instant scan (3 a day), its report by e-mail (confirming → confirmed) and
// linking anonymous results to the signed-in account with the same verified e-mail.
import { instantScanRoutes as contract } from "@unleak/contracts";
import { AppError, confirmInstantScanReportMail, getDemoScan, type InstantScanReportMailTexts, linkScanResults, requestInstantScanReportMail, startInstantScan } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { scanReaderOf } from "../http/scan-reader";
import { actorOf, requireActor } from "../http/session";
import { addressKey, visitorKey } from "../http/visitor";
import { languageOf, translator } from "../i18n";

const instantScanReportMailTexts =
  (request: Request): InstantScanReportMailTexts =>
  (key, values) =>
    translator(languageOf(request))(`mail:instantScanReport.${key}`, values);

export const instantScanRoutes = contractRouter()
  .openapi(route(contract.start), async (c) => {
    const { creatorName = "" } = c.req.valid("json");
    if (!creatorName.trim()) throw new AppError("CREATOR_NAME_REQUIRED");
    const { db, queue, config } = c.get("services");
    const result = await startInstantScan({
      db,
      queue,
      creatorName,
      visitorKey: visitorKey(c),
      addressKey: addressKey(c),
      actor: actorOf(c),
      staleAfterSeconds: config.scans.staleAfterSeconds,
    });
    return c.json(result, 202);
  })
  // The platform demo's shared scan of the sandbox's demo creator: no quota, no cookie needed.
  .openapi(route(contract.demo), async (c) => {
    const { db, queue, config } = c.get("services");
    if (!config.sandbox.enabled) throw new AppError("NOT_FOUND");
    return c.json(await getDemoScan({ db, queue }), 200);
  })
  .openapi(route(contract.requestReport), async (c) => {
    const { email } = c.req.valid("json");
    const { db, mailer, config } = c.get("services");
    const result = await requestInstantScanReportMail({
      db,
      mailer,
      scanId: c.req.valid("param").id,
      reader: scanReaderOf(c),
      addressKey: addressKey(c),
      email,
      confirmUrl: (token) => `${config.baseUrl}/api/instant-scans/report/confirm?token=${encodeURIComponent(token)}`,
      texts: instantScanReportMailTexts(c.req.raw),
    });
    return c.json(result, 202);
  })
  .openapi(route(contract.confirmReport), async (c) => {
    const { db, mailer, config } = c.get("services");
    const { token = "" } = c.req.valid("query");
    const confirmed = token.length > 0 && (await confirmInstantScanReportMail({ db, mailer, token, signUpUrl: `${config.baseUrl}/onboarding?redirect=fullreport`, texts: instantScanReportMailTexts(c.req.raw) }));
    return c.redirect(`/scan-results?confirmed=${confirmed ? 1 : 0}`, 302);
  })
  .openapi(route(contract.linkResults), async (c) => {
    const actor = requireActor(c);
    const { email } = c.req.valid("json");
    return c.json(await linkScanResults({ db: c.get("services").db, actor, ownerId: actor.userId, email }), 200);
  });
