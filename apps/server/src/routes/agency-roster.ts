// An agency's roster (issue 17): invitations by e-mail, the roster, and one creator's leaks, scans,
// references, notices and fake profiles, read and acted on through the same core functions she uses herself
// (the agency actor with ownerId = her id; a creator not active on the roster is a 404). The
// creator's side: the public invitation page, accepting it, her agency, and leaving it.
import { agencyRosterRoutes as contract } from "@unleak/contracts";
import {
  acceptCreatorInvitation,
  cancelCreatorInvitation,
  followRosterChange,
  getMyAgency,
  getReferenceUsage,
  getRosterCreator,
  type InvitationMail,
  inviteCreator,
  leaveAgency,
  listFakeProfiles,
  listLeaks,
  listNotices,
  listReferences,
  listRoster,
  listScans,
  onRoster,
  readCreatorInvitation,
  removeRosterCreator,
  requestFakeProfileCheck,
  requestRemoval,
  resendCreatorInvitation,
  startFullScan,
} from "@unleak/core";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { languageOf, translator } from "../i18n";
import { storeUploadedReferences } from "./references";

/** The invitation mail in the inviter's language, with the link to the web app's invitation page. */
function invitationMail(c: Context<AppEnv>): InvitationMail {
  const { mailer, config } = c.get("services");
  const t = translator(languageOf(c.req.raw));
  return { mailer, translate: (key, values) => t(key, values), invitationUrl: (token) => `${config.baseUrl}/agency-invitation?token=${encodeURIComponent(token)}` };
}

export const agencyRosterRoutes = contractRouter()
  .openapi(route(contract.list), async (c) => c.json(await listRoster({ db: c.get("services").db, actor: requireActor(c) }), 200))
  .openapi(route(contract.invite), async (c) => {
    const { email } = c.req.valid("json");
    return c.json(await inviteCreator({ db: c.get("services").db, actor: requireActor(c), email, mail: invitationMail(c) }), 201);
  })
  .openapi(route(contract.resend), async (c) =>
    c.json(await resendCreatorInvitation({ db: c.get("services").db, actor: requireActor(c), id: c.req.valid("param").id, mail: invitationMail(c) }), 200),
  )
  .openapi(route(contract.cancel), async (c) => {
    await cancelCreatorInvitation({ db: c.get("services").db, actor: requireActor(c), id: c.req.valid("param").id });
    return c.body(null, 204);
  })
  .openapi(route(contract.remove), async (c) => {
    const creatorId = c.req.valid("param").id;
    const { agencyId } = await removeRosterCreator({ db: c.get("services").db, actor: requireActor(c), creatorId });
    await seatsFollow(c, agencyId, creatorId, "left");
    return c.body(null, 204);
  })
  .openapi(route(contract.get), async (c) => c.json(await getRosterCreator({ db: c.get("services").db, actor: requireActor(c), creatorId: c.req.valid("param").id }), 200))
  // Her data, read with the agency as the actor and her id as the owner.
  .openapi(route(contract.leaks), async (c) => {
    const { db, storage } = c.get("services");
    return c.json(await listLeaks({ db, storage, ...rosterAccess(c), filters: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.scans), async (c) => {
    const access = rosterAccess(c);
    return c.json({ scans: await listScans({ db: c.get("services").db, ...access }) }, 200);
  })
  .openapi(route(contract.references), async (c) => {
    const { db, storage } = c.get("services");
    const access = { db, storage, ...rosterAccess(c) };
    const [references, quota] = await Promise.all([listReferences(access), getReferenceUsage(access)]);
    return c.json({ references, quota }, 200);
  })
  .openapi(route(contract.notices), async (c) => c.json(await listNotices({ db: c.get("services").db, ...rosterAccess(c), filters: c.req.valid("query") }), 200))
  .openapi(route(contract.fakeProfiles), async (c) => {
    const { db, storage, clock, impersonation } = c.get("services");
    return c.json(await listFakeProfiles({ db, storage, clock, directory: impersonation, ...rosterAccess(c), filters: c.req.valid("query") }), 200);
  })
  // Acting for her: the owner and managers only (a viewer is refused before anything is read).
  .openapi(route(contract.startScan), async (c) => {
    const { db, queue, config } = c.get("services");
    return c.json(await startFullScan({ db, queue, ...rosterAccess(c, "manage"), staleAfterSeconds: config.scans.staleAfterSeconds }), 202);
  })
  .openapi(route(contract.uploadReference), async (c) => c.json(await storeUploadedReferences(c, rosterAccess(c, "manage")), 201))
  .openapi(route(contract.requestRemoval), async (c) => {
    const { leakIds } = c.req.valid("json");
    return c.json(await requestRemoval({ services: c.get("services").takedowns, ...rosterAccess(c, "manage"), leakIds }), 202);
  })
  // Reporting a profile and her verdicts stay on her own page: the agency only looks and asks for a check.
  .openapi(route(contract.checkFakeProfiles), async (c) => {
    const { db, queue, clock } = c.get("services");
    await requestFakeProfileCheck({ db, queue, clock, ...rosterAccess(c, "manage") });
    return c.json({ queued: true as const }, 202);
  })
  // The creator's side.
  .openapi(route(contract.invitation), async (c) => c.json(await readCreatorInvitation({ db: c.get("services").db, token: c.req.valid("param").token }), 200))
  .openapi(route(contract.accept), async (c) => {
    const actor = requireActor(c);
    const accepted = await acceptCreatorInvitation({ db: c.get("services").db, actor, token: c.req.valid("json").token });
    await seatsFollow(c, accepted.agency.id, actor.userId, "joined");
    return c.json(accepted, 200);
  })
  .openapi(route(contract.myAgency), async (c) => c.json(await getMyAgency({ db: c.get("services").db, actor: requireActor(c) }), 200))
  .openapi(route(contract.leave), async (c) => {
    const actor = requireActor(c);
    const { agencyId } = await leaveAgency({ db: c.get("services").db, actor });
    await seatsFollow(c, agencyId, actor.userId, "left");
    return c.body(null, 204);
  });

/** After a roster change: her tier follows the agency's seat, and the seat count at the provider follows the roster. */
async function seatsFollow(c: Context<AppEnv>, agencyId: string, creatorId: string, change: "joined" | "left"): Promise<void> {
  const { db, billing, clock } = c.get("services");
  await followRosterChange({ db, services: billing, clock, agencyId, creatorId, change });
}

/** The agency member and the roster creator of the path, as the core functions take them. */
function rosterAccess(c: Context<AppEnv>, need: "member" | "manage" = "member") {
  const creatorId = (c.req.param() as { id: string }).id;
  return { actor: onRoster(requireActor(c), creatorId, need), ownerId: creatorId };
}
