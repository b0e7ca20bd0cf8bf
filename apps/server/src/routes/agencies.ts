// Agencies (issue 17): applying from /agency/apply and reading one's application; the
// administrators' queue and decision; the agency's overview and company details; its team, with
// invitations by e-mail and the link's acceptance. Core authorises each (the agency actor's role,
// ADR 024) and mails after the change is committed.
import { agencyRoutes as contract } from "@unleak/contracts";
import type { AgencyMail } from "@unleak/core/agencies/agency-mail";
import { listAgencyTeam } from "@unleak/core/agencies/agency-team";
import { applyAsAgency } from "@unleak/core/agencies/apply-agency";
import { changeAgencyMemberRole } from "@unleak/core/agencies/change-agency-member-role";
import { decideAgencyApplication } from "@unleak/core/agencies/decide-agency-application";
import { inviteAgencyMember } from "@unleak/core/agencies/invite-agency-member";
import { joinAgencyTeam } from "@unleak/core/agencies/join-agency-team";
import { listAgencyApplications } from "@unleak/core/agencies/list-agency-applications";
import { readAgency } from "@unleak/core/agencies/read-agency";
import { readMyAgencyApplication } from "@unleak/core/agencies/read-my-agency-application";
import { removeAgencyMember } from "@unleak/core/agencies/remove-agency-member";
import { updateAgency } from "@unleak/core/agencies/update-agency";
import { pickLanguage } from "@unleak/i18n";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { translator } from "../i18n";

/** Mails go out in the language their reader last used, with links to this app. */
function mailOf(c: Context<AppEnv>): AgencyMail {
  const { mailer, config } = c.get("services");
  return { mailer, translatorFor: (language) => translator(pickLanguage(language)), appUrl: config.baseUrl };
}

export const agencyRoutes = contractRouter()
  .openapi(route(contract.apply), async (c) => c.json(await applyAsAgency({ db: c.get("services").db, actor: requireActor(c), application: c.req.valid("json") }), 201))
  .openapi(route(contract.mine), async (c) => c.json(await readMyAgencyApplication({ db: c.get("services").db, actor: requireActor(c) }), 200))
  .openapi(route(contract.queue), async (c) => c.json(await listAgencyApplications({ db: c.get("services").db, actor: requireActor(c), status: c.req.valid("query").status }), 200))
  .openapi(route(contract.decide), async (c) => {
    const { decision, reason } = c.req.valid("json");
    const applicationId = c.req.valid("param").id;
    return c.json(await decideAgencyApplication({ db: c.get("services").db, actor: requireActor(c), mail: mailOf(c), applicationId, decision, reason }), 200);
  })
  .openapi(route(contract.overview), async (c) => c.json(await readAgency({ db: c.get("services").db, actor: requireActor(c) }), 200))
  .openapi(route(contract.update), async (c) => c.json(await updateAgency({ db: c.get("services").db, actor: requireActor(c), change: c.req.valid("json") }), 200))
  .openapi(route(contract.team), async (c) => c.json(await listAgencyTeam({ db: c.get("services").db, actor: requireActor(c) }), 200))
  .openapi(route(contract.invite), async (c) => {
    const { email, role } = c.req.valid("json");
    return c.json(await inviteAgencyMember({ db: c.get("services").db, actor: requireActor(c), mail: mailOf(c), email, role }), 201);
  })
  .openapi(route(contract.join), async (c) => c.json(await joinAgencyTeam({ db: c.get("services").db, actor: requireActor(c), token: c.req.valid("json").token }), 200))
  .openapi(route(contract.changeMember), async (c) => {
    const memberId = c.req.valid("param").id;
    return c.json(await changeAgencyMemberRole({ db: c.get("services").db, actor: requireActor(c), memberId, role: c.req.valid("json").role }), 200);
  })
  .openapi(route(contract.removeMember), async (c) => {
    await removeAgencyMember({ db: c.get("services").db, actor: requireActor(c), memberId: c.req.valid("param").id });
    return c.body(null, 204);
  });
