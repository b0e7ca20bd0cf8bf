// What fake-profile detection takes and answers (issue 18): the creator as a subject, profiles as
// found on a platform, the pictures of theirs that matched her references, and the scored result.
import type { ReferenceSet } from "../image-match/reference-types";
import type { MatchQuality } from "../image-match/match-quality";
import type { FakeProfileReasonCode } from "./words";

export interface ImpersonationSubject {
  /** Her stage names. */
  names: string[];
  /** Her usernames on the platforms. */
  usernames: string[];
  /** Her own profiles and links: never flagged. */
  officialUrls: string[];
  /** Her reference pictures, or null: profiles are then judged by names and links alone. */
  references: ReferenceSet | null;
}

export interface FoundProfile {
  siteId: string;
  siteName: string;
  url: string;
  handle: string;
  displayName: string;
  bio: string;
  /** Absolute URLs of the profile's links. */
  links: string[];
  avatarUrl: string | null;
  postUrls: string[];
  httpStatus: number;
  fetchedAt: Date;
  foundBy: "search" | "username" | "scan";
  /** The fetched HTML, capped (kept as evidence). */
  pageText: string;
}

export interface ProfilePicture {
  role: "avatar" | "post";
  mediaUrl: string;
  referenceId: string | null;
  distance: number;
  quality: MatchQuality;
  /** The fetched picture, for the evidence thumbnail. */
  bytes: Buffer;
}

export interface ProfileReason {
  code: FakeProfileReasonCode;
  /** What it adds to the score (0-1); for fan_page, the share it takes away, negative. */
  weight: number;
  params: Record<string, string | number>;
}

export interface ScoredProfile extends FoundProfile {
  /** 0-1, two decimals; at or above REPORT_THRESHOLD it is high risk. */
  score: number;
  reasons: ProfileReason[];
  pictures: ProfilePicture[];
}

/** What the scorer knows of the web: leak sites' hosts, and each platform's or payment brand's own host. */
export interface ImpersonationKnowledge {
  leakHosts: string[];
  /** Brand or site id -> its own host (e.g. fanhub -> fanhub.localhost). */
  platformHosts: Record<string, string>;
}
