// The partner programme (issue 19): anyone applies (the bot check in app.ts, a daily limit per
// address in core); administrators review the applications and the applicant is mailed.
import { partnerRoutes as contract } from "@unleak/contracts";
import { applyPartner } from "@unleak/core/partners/apply-partner";
import { decidePartnerApplication } from "@unleak/core/partners/decide-partner-application";
import { listPartnerApplications } from "@unleak/core/partners/list-partner-applications";
import type { PartnerMail } from "@unleak/core/partners/partner-mail";
import { systemClock as clock } from "@unleak/core/clock/clock";
import { pickLanguage } from "@unleak/i18n";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { actorOf, requireActor } from "../http/session";
import { addressKey } from "../http/visitor";
import { languageOf, translator } from "../i18n";

function partnerMailOf(c: Context<AppEnv>): PartnerMail {
  const { mailer, config } = c.get("services");
  return { mailer, translatorFor: (language) => translator(pickLanguage(language)), appUrl: config.baseUrl };
}

export const partnerRoutes = contractRouter()
  .openapi(route(contract.apply), async (c) => {
    const { db } = c.get("services");
    const application = await applyPartner({ db, clock, actor: actorOf(c), mail: partnerMailOf(c), ...c.req.valid("json"), language: languageOf(c.req.raw), limitKey: addressKey(c) });
    return c.json(application, 201);
  })
  .openapi(route(contract.queue), async (c) => {
    return c.json(await listPartnerApplications({ db: c.get("services").db, actor: requireActor(c), status: c.req.valid("query").status }), 200);
  })
  .openapi(route(contract.decide), async (c) => {
    const { decision, note } = c.req.valid("json");
    const decided = await decidePartnerApplication({ db: c.get("services").db, actor: requireActor(c), mail: partnerMailOf(c), applicationId: c.req.valid("param").id, decision, note });
    return c.json(decided, 200);
  });
