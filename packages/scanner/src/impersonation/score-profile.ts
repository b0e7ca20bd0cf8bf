// The risk that a found profile impersonates the creator: each sign is a reason with a weight,
// combined as independent evidence (1 - Π(1 - w)), then lowered when the profile says it is a fan
// page. A stolen avatar alone reaches the reporting threshold; a name alone never does.
import { matchName } from "../names/match-name";
import type { MatchQuality } from "../image-match/match-quality";
import { coveredByAny } from "../scan/normalise-url";
import { matchUsername } from "./match-username";
import { bareHostname, fanPagePhrase, hostnameOf, identityClaim, lookalikeBrand, PAYMENT_BRANDS, sameOrSubdomain, urlsInText } from "./profile-signals";
import type { FoundProfile, ImpersonationKnowledge, ImpersonationSubject, ProfilePicture, ProfileReason, ScoredProfile } from "./types";
import type { UsernameVariantKind } from "./words";

/** The product's threshold for "high risk": reported to the creator and offered for a report. */
export const REPORT_THRESHOLD = 0.6;

/** Weights of the reasons (see docs/matching.md, "Impersonation scoring"). */
export const REASON_WEIGHTS = {
  avatar: { exact: 0.85, high: 0.8, good: 0.7 } satisfies Record<MatchQuality, number>,
  /** By how many posts show her pictures: 1, 2, 3 or more. */
  posts: [0.45, 0.6, 0.7],
  username: { same: 0.5, separator: 0.45, confusable: 0.5, leetspeak: 0.5, affix: 0.45, typo: 0.3 } satisfies Record<UsernameVariantKind, number>,
  displayName: { exact: 0.35, high: 0.3, good: 0.3 } satisfies Record<MatchQuality, number>,
  leakLink: 0.5,
  paymentLookalike: 0.5,
  claimsIdentity: 0.4,
  /** A profile that says it is a fan page keeps this share of its score. */
  fanPageKeeps: 0.4,
};

export function scoreProfile(subject: ImpersonationSubject, profile: FoundProfile, pictures: ProfilePicture[], knowledge: ImpersonationKnowledge): ScoredProfile | null {
  if (isOfficial(subject, profile)) return null;
  const names = [...subject.names, ...subject.usernames];
  const reasons: ProfileReason[] = [];
  const add = (code: ProfileReason["code"], weight: number, params: ProfileReason["params"]) => reasons.push({ code, weight, params });

  const avatar = best(pictures.filter((picture) => picture.role === "avatar" && picture.referenceId !== null));
  if (avatar) add("avatar_match", REASON_WEIGHTS.avatar[avatar.quality], { reference: avatar.referenceId!, distance: avatar.distance });
  const posts = pictures.filter((picture) => picture.role === "post" && picture.referenceId !== null);
  if (posts.length > 0) {
    add("posts_match", REASON_WEIGHTS.posts[Math.min(posts.length, 3) - 1], { count: posts.length, distance: Math.min(...posts.map((p) => p.distance)) });
  }

  const username = matchUsername(names, profile.handle);
  if (username.match && username.variant && username.name) {
    add("username_variant", REASON_WEIGHTS.username[username.variant], { username: profile.handle, name: username.name, variant: username.variant });
  }
  const displayName = profile.displayName ? matchName(names, profile.displayName) : null;
  if (displayName?.quality && displayName.matched) add("display_name", REASON_WEIGHTS.displayName[displayName.quality], { name: profile.displayName });

  const hosts = linkHosts(subject, profile);
  const leakHosts = knowledge.leakHosts.map(bareHostname);
  const leakHost = hosts.find((host) => leakHosts.some((leak) => sameOrSubdomain(host, leak)));
  if (leakHost) add("bio_leak_link", REASON_WEIGHTS.leakLink, { host: leakHost });
  const brands = { ...PAYMENT_BRANDS, ...knowledge.platformHosts };
  const lookalike = hosts.find((host) => host !== leakHost && lookalikeBrand(host, brands) !== null);
  if (lookalike) add("bio_payment_lookalike", REASON_WEIGHTS.paymentLookalike, { host: lookalike });

  const claim = identityClaim(profile.bio);
  if (claim) add("claims_identity", REASON_WEIGHTS.claimsIdentity, { phrase: claim });

  let score = 1 - reasons.reduce((left, reason) => left * (1 - reason.weight), 1);
  const fanPage = fanPagePhrase(`${profile.displayName}\n${profile.bio}`);
  if (fanPage) {
    add("fan_page", -(1 - REASON_WEIGHTS.fanPageKeeps), { phrase: fanPage });
    score *= REASON_WEIGHTS.fanPageKeeps;
  }
  return { ...profile, score: Math.round(Math.min(1, Math.max(0, score)) * 100) / 100, reasons, pictures };
}

/** Her own profile: one of her official URLs, or her own username on a platform where she has one. */
export function isOfficial(subject: ImpersonationSubject, profile: Pick<FoundProfile, "url" | "handle">): boolean {
  if (coveredByAny(profile.url, subject.officialUrls)) return true;
  const host = hostnameOf(profile.url);
  const handle = profile.handle.replace(/^@/, "").toLowerCase();
  const ownHandle = subject.usernames.some((username) => username.replace(/^@/, "").toLowerCase() === handle);
  return ownHandle && subject.officialUrls.some((url) => hostnameOf(url) === host);
}

/** Hosts the profile links to (its links and URLs in its bio), her own official links left out. */
function linkHosts(subject: ImpersonationSubject, profile: FoundProfile): string[] {
  const urls = [...profile.links, ...urlsInText(profile.bio)].filter((url) => !coveredByAny(url, subject.officialUrls));
  return [...new Set(urls.map(hostnameOf).filter((host): host is string => host !== null))];
}

function best(pictures: ProfilePicture[]): ProfilePicture | null {
  return pictures.reduce<ProfilePicture | null>((found, picture) => (!found || picture.distance < found.distance ? picture : found), null);
}
