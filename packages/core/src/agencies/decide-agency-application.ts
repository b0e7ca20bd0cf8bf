// An administrator decides an agency application (issue 17). Approval creates the agency from
// the application, makes the applicant its owner and records the decision and the audit entry in
// one transaction; rejection records the reason the applicant reads. The applicant is mailed once
// it is committed. Nobody decides their own application, and only a pending one is decided.
import type { AgencyDecision, AgencyDecisionResult } from "@unleak/contracts";
import { agencies, agencyApplications, agencyMembers, type Database } from "@unleak/db";
import { eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/admin-audit";
import { AppError, isUniqueViolation } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { type AgencyMail, mailboxOf } from "./agency-mail";

export interface AgencyApplicationDecision {
  db: Database;
  actor: SignedInActor;
  mail: AgencyMail;
  applicationId: string;
  decision: AgencyDecision;
  /** Required to reject (the contract checks it): the applicant reads it in the e-mail. */
  reason?: string | null;
}

export async function decideAgencyApplication({ db, actor, mail, applicationId, decision, reason = null }: AgencyApplicationDecision): Promise<AgencyDecisionResult> {
  authorise(actor, "admin.agencies.review", actor.userId);
  const decided = await db
    .transaction(async (tx) => {
      const [application] = await tx.select().from(agencyApplications).where(eq(agencyApplications.id, applicationId)).for("update");
      if (!application) throw new AppError("NOT_FOUND");
      // authorise() let an administrator through: nobody approves their own agency.
      if (application.userId === actor.userId) throw new AppError("FORBIDDEN", "own application");
      if (application.status !== "pending") throw new AppError("CONFLICT", "application already decided", { reason: "decided" });
      let agencyId: string | null = null;
      if (decision === "approve") {
        const [member] = await tx.select({ id: agencyMembers.id }).from(agencyMembers).where(eq(agencyMembers.userId, application.userId));
        if (member) throw new AppError("CONFLICT", "the applicant joined an agency meanwhile", { reason: "member" });
        const { companyName: name, website, contactName, contactEmail } = application;
        const [agency] = await tx.insert(agencies).values({ name, website, contactName, contactEmail }).returning({ id: agencies.id });
        agencyId = agency!.id;
        await tx.insert(agencyMembers).values({ agencyId, userId: application.userId, role: "owner" });
      }
      const [row] = await tx
        .update(agencyApplications)
        .set({ status: decision === "approve" ? "approved" : "rejected", decisionReason: reason || null, decidedBy: actor.userId, decidedAt: sql`now()`, agencyId })
        .where(eq(agencyApplications.id, applicationId))
        .returning();
      await recordAdminAction(tx, {
        actor,
        action: decision === "approve" ? "agency.approve" : "agency.reject",
        targetUserId: application.userId,
        reason: reason || null,
        details: { applicationId, companyName: application.companyName, ...(agencyId ? { agencyId } : {}) },
      });
      return row!;
    })
    .catch((error: unknown) => {
      // Two approvals racing for one account: the member's unique index refuses the second.
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", "the applicant is already in an agency", { reason: "member" });
      throw error;
    });
  await tellApplicant({ db, mail, userId: decided.userId, decision, values: { company: decided.companyName, reason: decided.decisionReason ?? "" } });
  return { id: decided.id, status: decided.status, decisionReason: decided.decisionReason, decidedAt: decided.decidedAt!.toISOString(), agencyId: decided.agencyId };
}

async function tellApplicant({ db, mail, userId, decision, values }: { db: Database; mail: AgencyMail; userId: string; decision: AgencyDecision; values: Record<string, string> }): Promise<void> {
  const mailbox = await mailboxOf(db, userId);
  if (!mailbox) return;
  const t = mail.translatorFor(mailbox.language);
  const key = decision === "approve" ? "approved" : "rejected";
  const url = `${mail.appUrl}${decision === "approve" ? "/agency" : "/agency/apply"}`;
  await mail.mailer.send({ to: mailbox.email, subject: t(`mail:agency.${key}.subject`, values), text: t(`mail:agency.${key}.text`, { ...values, url }) });
}
