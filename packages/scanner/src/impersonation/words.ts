// The words of fake-profile detection, spelled as in @unleak/contracts (words.ts), which the
// scanner may not import (it imports nothing of ours): core checks at type level that they agree.

/** Why a profile looks like an impersonation; fan_page lowers the score. */
export const FAKE_PROFILE_REASON_CODES = ["avatar_match", "posts_match", "username_variant", "display_name", "bio_leak_link", "bio_payment_lookalike", "claims_identity", "fan_page"] as const;
export type FakeProfileReasonCode = (typeof FAKE_PROFILE_REASON_CODES)[number];

/** How a username resembles one of the creator's names. */
export const USERNAME_VARIANT_KINDS = ["same", "affix", "separator", "leetspeak", "confusable", "typo"] as const;
export type UsernameVariantKind = (typeof USERNAME_VARIANT_KINDS)[number];
