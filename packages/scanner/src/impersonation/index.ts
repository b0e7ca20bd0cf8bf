// Fake-profile detection (issue 18): finds profiles on the registry's platforms that impersonate
// a creator, scores each with its reasons, and matches usernames the way the product does.
export { findFakeProfiles, type FindFakeProfilesOptions } from "./find-fake-profiles";
export { matchUsername, USERNAME_MATCH_THRESHOLD, USERNAME_VARIANT_SCORES, type UsernameMatch } from "./match-username";
export { usernameVariants, MAX_USERNAME_VARIANTS } from "./username-variants";
export { isOfficial, REASON_WEIGHTS, REPORT_THRESHOLD, scoreProfile } from "./score-profile";
export { hasProfiles, profileUrl, type ProfileSite } from "./read-profile";
export { FAKE_PROFILE_REASON_CODES, USERNAME_VARIANT_KINDS, type FakeProfileReasonCode, type UsernameVariantKind } from "./words";
export type { FoundProfile, ImpersonationKnowledge, ImpersonationSubject, ProfilePicture, ProfileReason, ScoredProfile } from "./types";
