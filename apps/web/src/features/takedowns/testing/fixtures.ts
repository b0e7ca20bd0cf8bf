// Answers shaped by the takedown contracts, for the feature's component tests.
import type { LeakTimeline, LeakTimelineEntry, LeakTracking, NoticeDetail, NoticeSummary, RemovalCandidates, RemovalCheckSummary, RemovalPreview } from "@unleak/contracts";
// The fetch stub is shared by every feature's tests; re-exported so these tests keep one import.
export { type Call, serveApi } from "@/testing/serve-api";

type Candidate = RemovalCandidates["leaks"][number];

export const leakId = (n: number) => `0b6f3c2e-1111-4a2b-9c3d-00000000000${n}`;

export function candidate(n: number, quality: "exact" | "high" | "good" | null, overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: leakId(n),
    url: `https://tube.example/video/${n}`,
    siteId: "tube",
    siteName: `Tube ${n}`,
    category: "tube",
    title: `Video ${n}`,
    kind: quality ? "picture" : "name",
    pictureMatch: quality ? { quality, distance: 12, referenceId: null } : null,
    nameMatch: quality ? null : { confidence: "exact" },
    status: "new",
    disposition: null,
    thumbnailUrl: null,
    firstSeenAt: "2026-11-20T10:00:00.000Z",
    lastSeenAt: "2026-11-20T10:00:00.000Z",
    needsConfirmation: quality === null || quality === "good",
    ...overrides,
  };
}

export const openGate: RemovalCandidates["authorisation"] = { allowed: true, missing: [] };

export const preview: RemovalPreview = {
  leaks: [
    {
      leakId: leakId(1),
      routes: [
        { recipientKind: "site", recipientName: "Tube 1", channel: "email", address: "dmca@tube.example", basis: "dmca", language: "en", reason: { code: "site_email", params: {} } },
        { recipientKind: "host", recipientName: "Hostco", channel: "email", address: "abuse@hostco.example", basis: "dsa", language: "de", reason: { code: "host_abuse", params: { owner: "Hostco GmbH", address: "203.0.113.7" } } },
        { recipientKind: "cdn", recipientName: "Cloudflare", channel: "webform", address: "https://abuse.cloudflare.example/form", basis: "dmca", language: "en", reason: { code: "cdn_forward", params: { cdn: "Cloudflare" } } },
      ],
    },
    { leakId: leakId(2), routes: [] },
  ],
  skipped: [{ leakId: leakId(3), reason: "whitelisted" }],
  authorisation: openGate,
};

export const summary: NoticeSummary = {
  id: "5d1c0c7e-2222-4b3c-8d4e-000000000001",
  reference: "UNL-2026-000123",
  status: "sent",
  basis: "dmca",
  recipientKind: "host",
  recipientName: "Hostco",
  channel: "email",
  address: "abuse@hostco.example",
  siteId: "tube",
  wave: 1,
  urlCount: 2,
  ticket: "HC-991",
  rejectionReason: null,
  lastError: null,
  createdAt: "2026-11-21T08:00:00.000Z",
  sentAt: "2026-11-21T08:01:00.000Z",
  repliedAt: null,
};

export const detail: NoticeDetail = {
  ...summary,
  subject: "DMCA notice UNL-2026-000123",
  body: "To Hostco,\n\nI am the authorised agent of the copyright owner.\n  Indented line kept.",
  rawSha256: "a".repeat(64),
  language: "en",
  reason: { code: "host_abuse", params: { owner: "Hostco GmbH", address: "203.0.113.7" } },
  answer: "250 OK",
  messageId: "<m1@unleak.example>",
  items: [{ leakId: leakId(1), pageUrl: "https://tube.example/video/1", mediaUrls: ["https://cdn.tube.example/v1.mp4"] }],
  events: [
    { sequence: 1, kind: "composed", at: "2026-11-21T08:00:00.000Z", detail: {}, hash: "f00dcafe".repeat(8) },
    { sequence: 2, kind: "sent", at: "2026-11-21T08:01:00.000Z", detail: {}, hash: "beefbeef".repeat(8) },
  ],
  replies: [],
};

/** One removal check of leak 1's page; `overrides` turn it into any outcome. */
export function removalCheck(n: number, overrides: Partial<RemovalCheckSummary> = {}): RemovalCheckSummary {
  return {
    id: `c${n}`,
    target: "page",
    url: "https://tube.example/video/1",
    outcome: "up",
    reason: "media-matches",
    checkedAt: `2026-11-2${n}T08:01:00.000Z`,
    httpStatus: 200,
    finalUrl: "https://tube.example/video/1",
    bodySha256: `${n}`.repeat(64),
    pageCopy: null,
    verdict: null,
    evidence: { page: { status: 200, bodySha256: `${n}`.repeat(64) } },
    ...overrides,
  };
}

/** Leak 1's tracking: sent on the 21st, nothing checked yet; `overrides` add status and checks. */
export function tracking(overrides: Partial<LeakTracking> = {}): LeakTracking {
  return { status: "sent", trackingSince: "2026-11-21T08:01:00.000Z", removedAt: null, nextCheckAt: "2026-11-22T08:01:00.000Z", parentLeakId: null, handedOverAt: null, nextStep: null, checks: [], ...overrides };
}

/** Leak 1 as found on the 20th: the first entry of its timeline. */
export const foundEntry: Extract<LeakTimelineEntry, { kind: "found" }> = { kind: "found", at: "2026-11-20T10:00:00.000Z", siteName: "Tube 1", url: "https://tube.example/video/1", evidence: "high", distance: 12, parentLeakId: null };

/** Leak 1's first notice (W0) to its host, as sent on the 21st. */
export const noticeEntry: Extract<LeakTimelineEntry, { kind: "notice" }> = {
  kind: "notice",
  at: detail.sentAt!,
  noticeId: detail.id,
  reference: detail.reference,
  wave: 0,
  recipientKind: detail.recipientKind,
  recipientName: detail.recipientName,
  channel: detail.channel,
  address: detail.address,
  basis: detail.basis,
  status: detail.status,
  sentAt: detail.sentAt,
  subject: detail.subject,
  body: detail.body,
  rawSha256: detail.rawSha256,
};

/** Leak 1's timeline: found, nothing else yet; `overrides` add entries and the tracking as it stands. */
export function timeline({ entries = [foundEntry], ...overrides }: Partial<LeakTracking> & { entries?: LeakTimelineEntry[] } = {}): LeakTimeline {
  const { checks: _checks, ...now } = tracking(overrides);
  return { tracking: now, entries };
}
