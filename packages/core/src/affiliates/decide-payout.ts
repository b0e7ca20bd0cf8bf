// An administrator's step on a payout request (issue 19): approve it, reject it with a note (its
// commissions are freed for a later request), or mark an approved one paid (its commissions are
// paid). Nobody decides their own request; a step out of order is a 409. The affiliate is mailed,
// in her language, when it is paid or rejected.
import type { Payout, PayoutDecision, PayoutStatus } from "@unleak/contracts";
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { commissions, type Database, payoutRequests, profiles, user } from "@unleak/db";
import { and, eq, inArray, ne } from "drizzle-orm";
import { recordAdminAction } from "../admin/admin-audit";
import { AppError } from "../errors/app-error";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { payoutView } from "./payout-view";

export interface PayoutNotice {
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** The earning hub's address, for the mail. */
  hubUrl: string;
}

const steps: Record<PayoutDecision, { from: PayoutStatus[]; to: PayoutStatus }> = {
  approve: { from: ["requested"], to: "approved" },
  reject: { from: ["requested", "approved"], to: "rejected" },
  paid: { from: ["approved"], to: "paid" },
};

const money = (cents: number, currency: string, language: string) => new Intl.NumberFormat(language, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

async function tellAffiliate(db: Database, notice: PayoutNotice, payout: Payout & { userId: string }): Promise<void> {
  const [account] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, payout.userId));
  if (!account || isPhoneAccountEmail(account.email)) return;
  const t = notice.translatorFor(account.language);
  const mail = payout.status === "paid" ? "paid" : "rejected";
  const values = { amount: money(payout.amountCents, payout.currency, account.language ?? "en"), note: payout.note ?? "", url: notice.hubUrl };
  await notice.mailer.send({ to: account.email, subject: t(`affiliates:mail.${mail}.subject`, values), text: t(`affiliates:mail.${mail}.text`, values) });
}

export async function decidePayout({ db, actor, notice, payoutId, decision, note, now }: { db: Database; actor: SignedInActor; notice: PayoutNotice; payoutId: string; decision: PayoutDecision; note?: string; now: Date }): Promise<Payout> {
  authorise(actor, "admin.payouts.review", actor.userId);
  const step = steps[decision];
  const decided = await db.transaction(async (tx) => {
    const [payout] = await tx.select({ userId: payoutRequests.userId }).from(payoutRequests).where(eq(payoutRequests.id, payoutId)).for("update");
    if (!payout) throw new AppError("NOT_FOUND");
    if (payout.userId === actor.userId) throw new AppError("FORBIDDEN", "own payout");
    const [row] = await tx
      .update(payoutRequests)
      .set({ status: step.to, decidedBy: actor.userId, decidedAt: now, ...(note ? { note } : {}), ...(step.to === "paid" ? { paidAt: now } : {}) })
      .where(and(eq(payoutRequests.id, payoutId), inArray(payoutRequests.status, step.from)))
      .returning();
    if (!row) throw new AppError("CONFLICT", "payout not in a state for this step");
    const live = and(eq(commissions.payoutId, payoutId), ne(commissions.status, "reversed"));
    if (step.to === "paid") await tx.update(commissions).set({ status: "paid" }).where(live);
    if (step.to === "rejected") await tx.update(commissions).set({ status: "pending", payoutId: null }).where(live);
    await recordAdminAction(tx, { actor, action: `payout.${decision}`, targetUserId: row.userId, reason: note ?? null, details: { payoutId, amountCents: row.amountCents } });
    return row;
  });
  const view = payoutView(decided);
  if (decided.status === "paid" || decided.status === "rejected") await tellAffiliate(db, notice, { ...view, userId: decided.userId });
  return view;
}
