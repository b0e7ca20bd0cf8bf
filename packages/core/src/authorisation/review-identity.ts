// An identity verification's decision: approved, or rejected with the reason the creator reads.
// An administrator decides through the queue (never on their own verification), a provider
// through `recordIdentityDecision`; either way the decision is recorded once (who, when, why)
// and the creator is told: a notification and an e-mail in the language they last used.
import type { IdentityDecision } from "@unleak/contracts";
import { type Database, identityVerifications, profiles, user } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { recordAdminAction } from "../admin/admin-audit";
import { AppError } from "../errors/app-error";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import { createNotification } from "../notifications/notifications";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { ProviderDecision } from "./identity-review-provider";

export interface IdentityDecisionNotice {
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** Where the mail sends the creator: the status page after an approval, the upload after a rejection. */
  authorisationUrl: string;
  verifyIdentityUrl: string;
}

interface Recording {
  db: Database;
  notice: IdentityDecisionNotice;
  verificationId: string;
  decision: ProviderDecision;
  /** An administrator's user id, or `provider:<name>`. */
  reviewedBy: string;
  now?: Date;
}

/** An administrator's decision on someone else's pending verification. */
export async function reviewIdentity({ actor, ...recording }: Omit<Recording, "reviewedBy"> & { actor: SignedInActor }): Promise<IdentityDecision> {
  authorise(actor, "identity.review", "");
  const [row] = await recording.db.select({ userId: identityVerifications.userId }).from(identityVerifications).where(eq(identityVerifications.id, recording.verificationId));
  if (!row) throw new AppError("NOT_FOUND");
  // authorise() let an administrator through: nobody decides on their own identity.
  if (row.userId === actor.userId) throw new AppError("FORBIDDEN", "own identity verification");
  const decision = await recordIdentityDecision({ ...recording, reviewedBy: actor.userId });
  await recordAdminAction(recording.db, {
    actor,
    action: recording.decision.outcome === "approved" ? "identity.approve" : "identity.reject",
    targetUserId: row.userId,
    reason: decision.rejectionReason,
    details: { verificationId: recording.verificationId },
  });
  return decision;
}

/** Records a decision on a pending verification and tells its creator; a decided one answers CONFLICT. */
export async function recordIdentityDecision({ db, notice, verificationId, decision, reviewedBy, now = new Date() }: Recording): Promise<IdentityDecision> {
  const rejectionReason = decision.outcome === "rejected" ? decision.reason : null;
  // Only a pending row changes, so two reviewers deciding at once record one decision.
  const [decided] = await db
    .update(identityVerifications)
    .set({ status: decision.outcome, reviewedAt: now, reviewedBy, rejectionReason })
    .where(and(eq(identityVerifications.id, verificationId), eq(identityVerifications.status, "pending")))
    .returning({ id: identityVerifications.id, userId: identityVerifications.userId, status: identityVerifications.status, reviewedAt: identityVerifications.reviewedAt });
  if (!decided) {
    const [exists] = await db.select({ id: identityVerifications.id }).from(identityVerifications).where(eq(identityVerifications.id, verificationId));
    throw new AppError(exists ? "CONFLICT" : "NOT_FOUND", exists ? "identity verification already decided" : undefined);
  }
  await tellCreator({ db, notice, userId: decided.userId, decision });
  return { id: decided.id, status: decided.status, reviewedAt: (decided.reviewedAt ?? now).toISOString(), rejectionReason };
}

async function tellCreator({ db, notice, userId, decision }: { db: Database; notice: IdentityDecisionNotice; userId: string; decision: ProviderDecision }): Promise<void> {
  const [creator] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  if (!creator) return;
  const t = notice.translatorFor(creator.language);
  const key = `mail:identity.${decision.outcome}`;
  const values: Record<string, string> = decision.outcome === "approved" ? { url: notice.authorisationUrl } : { reason: decision.reason, url: notice.verifyIdentityUrl };
  await createNotification({ db, userId, title: t(`${key}.title`), message: t(`${key}.message`, values) });
  await notice.mailer.send({ to: creator.email, subject: t(`${key}.subject`), text: t(`${key}.text`, values) });
}
