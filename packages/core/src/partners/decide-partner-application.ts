// An administrator approves or rejects a partner application (issue 19), with a note the
// applicant reads; the decision and its audit entry are one transaction, the mail (in the
// application's language) goes once it is committed. Only a pending application is decided.
import type { AdminPartnerApplication, PartnerDecision } from "@unleak/contracts";
import { type Database, partnerApplications } from "@unleak/db";
import { and, eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/admin-audit";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { adminPartnerApplicationOf } from "./list-partner-applications";
import { mailPartnerApplicant, type PartnerMail } from "./partner-mail";

export interface PartnerApplicationDecision {
  db: Database;
  actor: SignedInActor;
  mail: PartnerMail;
  applicationId: string;
  decision: PartnerDecision;
  note?: string | null;
}

export async function decidePartnerApplication({ db, actor, mail, applicationId, decision, note = null }: PartnerApplicationDecision): Promise<AdminPartnerApplication> {
  authorise(actor, "admin.partners.review", actor.userId);
  const decided = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(partnerApplications)
      .set({ status: decision === "approve" ? "approved" : "rejected", decisionNote: note || null, decidedBy: actor.userId, decidedAt: sql`now()` })
      .where(and(eq(partnerApplications.id, applicationId), eq(partnerApplications.status, "pending")))
      .returning();
    if (!row) {
      const [known] = await tx.select({ id: partnerApplications.id }).from(partnerApplications).where(eq(partnerApplications.id, applicationId));
      throw known ? new AppError("CONFLICT", "application already decided", { reason: "decided" }) : new AppError("NOT_FOUND");
    }
    await recordAdminAction(tx, {
      actor,
      action: decision === "approve" ? "partner.approve" : "partner.reject",
      targetUserId: row.userId,
      reason: note || null,
      details: { applicationId, organisation: row.organisation, email: row.email },
    });
    return row;
  });
  await mailPartnerApplicant(mail, decided, decision === "approve" ? "approved" : "rejected", { name: decided.contactName, organisation: decided.organisation, note: decided.decisionNote ?? "" });
  return adminPartnerApplicationOf(decided);
}
