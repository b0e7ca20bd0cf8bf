// The creator's account: profile fields, niches, stage names, official links, plan choice, and
// login tracking of a restored session, and the interface language kept for mails. The contracts
// in @unleak/contracts/profile validate and describe each route; the policy layer in core decides.
import { profileRoutes as contract } from "@unleak/contracts";
import { choosePlan, getProfile, recordLogin, rememberLanguage, replaceNiches, replaceOfficialLinks, replaceStageNames, updateProfile } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { announcedLanguage } from "../i18n";

export const profileRoutes = contractRouter()
  .openapi(route(contract.get), async (c) => {
    const actor = requireActor(c);
    return c.json(await getProfile({ db: c.get("services").db, actor, ownerId: actor.userId }), 200);
  })
  .openapi(route(contract.update), async (c) => {
    const actor = requireActor(c);
    const access = { db: c.get("services").db, actor, ownerId: actor.userId };
    await updateProfile({ ...access, changes: c.req.valid("json") });
    return c.json(await getProfile(access), 200);
  })
  .openapi(route(contract.replaceNiches), async (c) => {
    const actor = requireActor(c);
    const access = { db: c.get("services").db, actor, ownerId: actor.userId };
    await replaceNiches({ ...access, niches: c.req.valid("json").niches });
    return c.json(await getProfile(access), 200);
  })
  .openapi(route(contract.replaceStageNames), async (c) => {
    const actor = requireActor(c);
    const access = { db: c.get("services").db, actor, ownerId: actor.userId };
    await replaceStageNames({ ...access, names: c.req.valid("json").names });
    return c.json(await getProfile(access), 200);
  })
  .openapi(route(contract.replaceOfficialLinks), async (c) => {
    const actor = requireActor(c);
    const links = await replaceOfficialLinks({ db: c.get("services").db, actor, ownerId: actor.userId, selections: c.req.valid("json").selections });
    return c.json({ links }, 200);
  })
  .openapi(route(contract.choosePlan), async (c) => {
    const actor = requireActor(c);
    const { plan } = c.req.valid("json");
    await choosePlan({ db: c.get("services").db, actor, ownerId: actor.userId, plan });
    return c.json({ plan }, 200);
  })
  .openapi(route(contract.recordLogin), async (c) => {
    const actor = requireActor(c);
    const { db } = c.get("services");
    await recordLogin({ db, userId: actor.userId, userAgent: c.req.header("user-agent") ?? null, ipAddress: c.get("clientIp"), kind: "session_restored" });
    const language = announcedLanguage(c.req.raw.headers);
    if (language) await rememberLanguage({ db, userId: actor.userId, language });
    return c.body(null, 204);
  })
  // The language picked in the settings, kept for what is sent in the background.
  .openapi(route(contract.setLanguage), async (c) => {
    const actor = requireActor(c);
    const { language } = c.req.valid("json");
    await rememberLanguage({ db: c.get("services").db, userId: actor.userId, language });
    return c.json({ language }, 200);
  });
