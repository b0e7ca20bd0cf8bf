// Who checks a creator's identity documents. Today an administrator does (the manual review:
// the queue at /admin/identity); an identity provider (a KYC service) can take over or assist
// later behind this interface, and none is ever used without its API key (ADR 025).
import type { IdentityDocumentType } from "@unleak/contracts";

/** What a provider receives: the verification and where its documents are stored (bucket "identity"). */
export interface IdentitySubmission {
  verificationId: string;
  userId: string;
  documentType: IdentityDocumentType | null;
  documents: { front: string | null; back: string | null; selfie: string | null };
}

/** A provider's decision, recorded like an administrator's, with `provider:<name>` as the reviewer. */
export type ProviderDecision = { outcome: "approved" } | { outcome: "rejected"; reason: string };

export interface IdentityReviewProvider {
  /** "manual", or the provider's name (recorded as `provider:<name>` on its decisions). */
  readonly name: string;
  /**
   * Hands a new verification over. Answers the decision when the provider decides at once, or null
   * when it comes later: from an administrator (manual), or from the provider through
   * `recordIdentityDecision` (review-identity.ts).
   */
  submit(submission: IdentitySubmission): Promise<ProviderDecision | null>;
}

/** The manual review: the verification waits, pending, in the administrators' queue. */
export const manualIdentityReview: IdentityReviewProvider = {
  name: "manual",
  submit: async () => null,
};

/** Integrated providers by name, each built from its API key. None yet: a provider lands here. */
const providers: Record<string, (apiKey: string) => IdentityReviewProvider> = {};

export interface IdentityProviderSettings {
  /** A provider's name from the configuration. */
  provider?: string;
  apiKey?: string;
}

/**
 * The review to use: a known provider only when its key is configured, otherwise the manual
 * review (a name without a key, or an unknown name, sends no document anywhere).
 */
export function identityReviewProvider({ provider, apiKey }: IdentityProviderSettings = {}): IdentityReviewProvider {
  const build = provider && apiKey ? providers[provider] : undefined;
  return build && apiKey ? build(apiKey) : manualIdentityReview;
}
