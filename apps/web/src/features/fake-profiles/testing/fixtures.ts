// Fake profiles as the API answers them, and the shared fetch stub that answers by "METHOD /path" and
// records every call, for the feature's component tests.
import type { FakeProfile, FakeProfileDetail, FakeProfilePage } from "@unleak/contracts";
// The fetch stub is shared by every feature's tests; re-exported so these tests keep one import.
export { serveApi } from "@/testing/serve-api";

export const profileId = (n: number) => `7c1d2e3f-2222-4a2b-9c3d-00000000000${n}`;
export const caseLeakId = "0b6f3c2e-1111-4a2b-9c3d-000000000009";

export const profile = (n: number, overrides: Partial<FakeProfile> = {}): FakeProfile => ({
  id: profileId(n),
  url: `https://social.example/nova_${n}`,
  siteId: "social",
  siteName: "Social Example",
  handle: `nova_${n}`,
  displayName: `Nova ${n}`,
  bio: "",
  links: [],
  score: 0.9,
  reasons: [],
  status: "open",
  caseLeakId: null,
  caseStatus: null,
  channel: { agentAccepted: true, selfReportUrl: null, requiresId: false },
  thumbnailUrl: null,
  firstSeenAt: "2026-11-20T10:00:00.000Z",
  lastSeenAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

export const listPage = (profiles: FakeProfile[], overrides: Partial<FakeProfilePage> = {}): FakeProfilePage => ({
  profiles,
  page: 1,
  pageSize: 25,
  total: profiles.length,
  reportThreshold: 0.7,
  sites: [
    { id: "social", name: "Social Example" },
    { id: "fans", name: "Fans Example" },
  ],
  lastCheckAt: "2026-11-20T09:00:00.000Z",
  checkRunning: false,
  nextCheckAt: null,
  ...overrides,
});

export const detail = (n: number, overrides: Partial<FakeProfileDetail> = {}): FakeProfileDetail => ({
  ...profile(n),
  evidence: { url: `https://social.example/nova_${n}`, fetchedAt: "2026-11-20T10:00:00.000Z", httpStatus: 200, foundBy: "username", avatarUrl: null, pictures: [] },
  pictures: [],
  pageCopyUrl: null,
  preparedReport: null,
  ...overrides,
});
