// The admin panel's users (issue 16): the search, a user's page, and the actions on an account.
// Each action is core's, recorded in the audit log with its reason; each answers the user's page
// as it is afterwards, so the panel shows the change at once.
import { adminUserRoutes as contract } from "@unleak/contracts";
import {
  banUser,
  changeTier,
  liftUserBan,
  readAdminUser,
  resendVerification,
  revokeAllSessions,
  searchUsers,
  setAdminRole,
  type SignedInActor,
  type SuspensionNotice,
} from "@unleak/core";
import { pickLanguage } from "@unleak/i18n";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { translator } from "../i18n";

/** The suspended user hears of it in the language they last used, with the way back to sign in. */
function noticeOf(c: Context<AppEnv>): SuspensionNotice {
  const { mailer, config } = c.get("services");
  return { mailer, translatorFor: (language) => translator(pickLanguage(language)), signInUrl: `${config.baseUrl}/login` };
}

const pageOf = (c: Context<AppEnv>, actor: SignedInActor, userId: string) =>
  readAdminUser({ db: c.get("services").db, actor, adminEmails: c.get("services").config.adminEmails, userId });

export const adminUserRoutes = contractRouter()
  .openapi(route(contract.search), async (c) => {
    const { db, config } = c.get("services");
    return c.json(await searchUsers({ db, actor: requireActor(c), adminEmails: config.adminEmails, filters: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.get), async (c) => c.json(await pageOf(c, requireActor(c), c.req.valid("param").id), 200))
  .openapi(route(contract.changeTier), async (c) => {
    const actor = requireActor(c);
    const userId = c.req.valid("param").id;
    const { tier, reason, cancelAtProvider } = c.req.valid("json");
    const { db, billing } = c.get("services");
    await changeTier({ db, actor, userId, tier, reason, cancelAtProvider, billing });
    return c.json(await pageOf(c, actor, userId), 200);
  })
  .openapi(route(contract.setRole), async (c) => {
    const actor = requireActor(c);
    const userId = c.req.valid("param").id;
    const { role, reason } = c.req.valid("json");
    await setAdminRole({ db: c.get("services").db, actor, userId, role, reason });
    return c.json(await pageOf(c, actor, userId), 200);
  })
  .openapi(route(contract.revokeSessions), async (c) => {
    const actor = requireActor(c);
    const userId = c.req.valid("param").id;
    await revokeAllSessions({ db: c.get("services").db, actor, userId, reason: c.req.valid("json").reason || null });
    return c.json(await pageOf(c, actor, userId), 200);
  })
  .openapi(route(contract.resendVerification), async (c) => {
    const actor = requireActor(c);
    const userId = c.req.valid("param").id;
    const { db, auth } = c.get("services");
    const send = async (email: string) => void (await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/dashboard" } }));
    await resendVerification({ db, actor, userId, reason: c.req.valid("json").reason || null, send });
    return c.json(await pageOf(c, actor, userId), 200);
  })
  .openapi(route(contract.ban), async (c) => {
    const actor = requireActor(c);
    const userId = c.req.valid("param").id;
    const { reason, adminNotes } = c.req.valid("json");
    await banUser({ db: c.get("services").db, actor, userId, reason, adminNotes: adminNotes || null, notice: noticeOf(c) });
    return c.json(await pageOf(c, actor, userId), 200);
  })
  .openapi(route(contract.unban), async (c) => {
    const actor = requireActor(c);
    const userId = c.req.valid("param").id;
    await liftUserBan({ db: c.get("services").db, actor, userId, reason: c.req.valid("json").reason, notice: noticeOf(c) });
    return c.json(await pageOf(c, actor, userId), 200);
  });
