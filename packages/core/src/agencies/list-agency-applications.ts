// The administrators' queue of agency applications (issue 17): the pending ones oldest first, or
// the decided ones newest first, each with the applicant's account e-mail and who decided.
import type { AdminAgencyApplication, AgencyApplicationQueue, AgencyApplicationStatus } from "@unleak/contracts";
import { agencyApplications, type Database, user } from "@unleak/db";
import { asc, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

const QUEUE_SIZE = 100;

export async function listAgencyApplications({ db, actor, status }: { db: Database; actor: SignedInActor; status: AgencyApplicationStatus }): Promise<AgencyApplicationQueue> {
  authorise(actor, "admin.agencies.review", actor.userId);
  const decider = alias(user, "decider");
  const rows = await db
    .select({ application: agencyApplications, applicantEmail: user.email, deciderEmail: decider.email })
    .from(agencyApplications)
    .innerJoin(user, eq(user.id, agencyApplications.userId))
    .leftJoin(decider, eq(decider.id, agencyApplications.decidedBy))
    .where(eq(agencyApplications.status, status))
    .orderBy(...(status === "pending" ? [asc(agencyApplications.createdAt), asc(agencyApplications.id)] : [desc(agencyApplications.decidedAt), desc(agencyApplications.id)]))
    .limit(QUEUE_SIZE);
  return {
    applications: rows.map(({ application: row, applicantEmail, deciderEmail }): AdminAgencyApplication => ({
      id: row.id,
      status: row.status,
      applicant: { id: row.userId, email: applicantEmail },
      companyName: row.companyName,
      website: row.website,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      rosterSize: row.rosterSize,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      decisionReason: row.decisionReason,
      decidedBy: row.decidedBy ? { id: row.decidedBy, email: deciderEmail } : null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      agencyId: row.agencyId,
    })),
  };
}
