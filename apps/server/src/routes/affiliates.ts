// The affiliate programme (issue 19, ADR 038): its terms for everyone; for a signed-in user her
// earning hub, commission history and payout requests; for administrators the payout queue and
// its steps (approve, reject with a note, mark paid; the affiliate is mailed when paid or rejected).
import { affiliateRoutes as contract } from "@unleak/contracts";
import { programmeOf } from "@unleak/core/affiliates/affiliate-terms";
import { decidePayout, type PayoutNotice } from "@unleak/core/affiliates/decide-payout";
import { listCommissions } from "@unleak/core/affiliates/list-commissions";
import { listMyPayouts, listPayoutQueue } from "@unleak/core/affiliates/list-payouts";
import { readEarningHub } from "@unleak/core/affiliates/read-earning-hub";
import { requestPayout } from "@unleak/core/affiliates/request-payout";
import { pickLanguage } from "@unleak/i18n";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { translator } from "../i18n";

function noticeOf(c: Context<AppEnv>): PayoutNotice {
  const { mailer, config } = c.get("services");
  return { mailer, translatorFor: (language) => translator(pickLanguage(language)), hubUrl: `${config.baseUrl}/earning-hub` };
}

export const affiliateRoutes = contractRouter()
  .openapi(route(contract.programme), (c) => c.json(programmeOf(c.get("services").config.affiliates), 200))
  .openapi(route(contract.hub), async (c) => {
    const actor = requireActor(c);
    const { db, config, clock } = c.get("services");
    return c.json(await readEarningHub({ db, actor, ownerId: actor.userId, terms: config.affiliates, appUrl: config.baseUrl, now: clock.now() }), 200);
  })
  .openapi(route(contract.commissions), async (c) => {
    const actor = requireActor(c);
    const { db, clock } = c.get("services");
    return c.json(await listCommissions({ db, actor, ownerId: actor.userId, page: c.req.valid("query").page, now: clock.now() }), 200);
  })
  .openapi(route(contract.payouts), async (c) => {
    const actor = requireActor(c);
    return c.json(await listMyPayouts({ db: c.get("services").db, actor, ownerId: actor.userId }), 200);
  })
  .openapi(route(contract.requestPayout), async (c) => {
    const actor = requireActor(c);
    const { db, config, clock } = c.get("services");
    const { method, details } = c.req.valid("json");
    return c.json(await requestPayout({ db, actor, ownerId: actor.userId, terms: config.affiliates, method, details, now: clock.now() }), 201);
  })
  .openapi(route(contract.queue), async (c) => {
    const { db } = c.get("services");
    return c.json(await listPayoutQueue({ db, actor: requireActor(c), status: c.req.valid("query").status }), 200);
  })
  .openapi(route(contract.decide), async (c) => {
    const { db, clock } = c.get("services");
    const { decision, note } = c.req.valid("json");
    return c.json(await decidePayout({ db, actor: requireActor(c), notice: noticeOf(c), payoutId: c.req.valid("param").id, decision, note, now: clock.now() }), 200);
  });
