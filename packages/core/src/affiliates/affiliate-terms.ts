// The affiliate programme's terms (issue 19), from the server's configuration: the commission
// rate (basis points), the hold period (the refund window), the attribution cookie's lifetime, the
// payout minimum and the payout methods offered.
import type { AffiliateProgramme, PayoutMethod } from "@unleak/contracts";

export interface AffiliateTerms {
  /** 2000 = 20 % of each paid invoice. */
  rateBasisPoints: number;
  holdDays: number;
  cookieDays: number;
  payoutMinimumCents: number;
  payoutMethods: readonly PayoutMethod[];
  /** The currency balances are kept in: the plans' (the payment provider's prices). */
  currency: string;
}

export const DAY_MS = 86_400_000;

export function programmeOf(terms: AffiliateTerms): AffiliateProgramme {
  return {
    commissionRatePercent: terms.rateBasisPoints / 100,
    holdDays: terms.holdDays,
    cookieDays: terms.cookieDays,
    payoutMinimumCents: terms.payoutMinimumCents,
    payoutMethods: [...terms.payoutMethods],
    currency: terms.currency,
  };
}
