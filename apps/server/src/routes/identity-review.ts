// The administrators' identity review (issue 11): the pending queue with 5-minute links to the
// documents, and the decision on one, which core records and tells the creator about.
import { identityReviewRoutes as contract } from "@unleak/contracts";
import { listPendingIdentities } from "@unleak/core/authorisation/list-pending-identities";
import { type IdentityDecisionNotice, reviewIdentity } from "@unleak/core/authorisation/review-identity";
import { pickLanguage } from "@unleak/i18n";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { translator } from "../i18n";

/** The creator hears of the decision in the language they last used the app in. */
function noticeOf(c: Context<AppEnv>): IdentityDecisionNotice {
  const { mailer, config } = c.get("services");
  return {
    mailer,
    translatorFor: (language) => translator(pickLanguage(language)),
    authorisationUrl: `${config.baseUrl}/authorisation`,
    verifyIdentityUrl: `${config.baseUrl}/verify-identity`,
  };
}

export const identityReviewRoutes = contractRouter()
  .openapi(route(contract.queue), async (c) => {
    const { db, storage } = c.get("services");
    return c.json(await listPendingIdentities({ db, storage, actor: requireActor(c) }), 200);
  })
  .openapi(route(contract.approve), async (c) => {
    const decision = { outcome: "approved" } as const;
    const verificationId = c.req.valid("param").id;
    return c.json(await reviewIdentity({ db: c.get("services").db, actor: requireActor(c), notice: noticeOf(c), verificationId, decision }), 200);
  })
  .openapi(route(contract.reject), async (c) => {
    const decision = { outcome: "rejected", reason: c.req.valid("json").reason } as const;
    const verificationId = c.req.valid("param").id;
    return c.json(await reviewIdentity({ db: c.get("services").db, actor: requireActor(c), notice: noticeOf(c), verificationId, decision }), 200);
  });
