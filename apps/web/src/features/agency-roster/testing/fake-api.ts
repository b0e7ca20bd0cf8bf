// For the feature's component tests: a fetch stub answering "METHOD /api/path" (query left off),
// recording each call with its JSON body (or the names of a multipart body's files), and answers
// shaped by the contracts.
import type { AccountOverview, FakeProfile, FakeProfilePage, Leak, RosterCreator } from "@unleak/contracts";
import { vi } from "vitest";

export type Call = { method: string; url: string; body: unknown };
type Answer = { status?: number; body?: unknown };

export function fakeApi(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body instanceof FormData ? init.body.getAll("file").map((file) => (file as File).name) : init.body ? (JSON.parse(String(init.body)) as unknown) : null;
    calls.push({ method, url: input, body });
    const found = answers[`${method} ${input.split("?")[0]}`];
    const answer = typeof found === "function" ? found(body) : found;
    if (!answer) return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found." } }), { status: 404, headers: { "Content-Type": "application/json" } });
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  return { calls, sent: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.split("?")[0] === path).map((call) => call.body) };
}

export const creatorId = "nova-account-id";

/** /api/me of an agency member with `role`. */
export function me(role: "owner" | "manager" | "viewer"): AccountOverview {
  return {
    user: { id: "member-1", email: "mia@agency.example", name: "Mia", emailVerified: true, twoFactorEnabled: false },
    profile: { firstName: "Mia", lastName: null, email: "mia@agency.example", subscriptionTier: "standard", verified: false, banned: false },
    isAdmin: false,
    ban: null,
    agency: { id: "7b0c5a7e-1111-4a2b-9c3d-000000000001", name: "Starlight Talent", role },
  };
}

export const activeCreator: RosterCreator = {
  id: "7b0c5a7e-2222-4a2b-9c3d-000000000001",
  creatorId,
  status: "active",
  name: "Nova Quill",
  email: "nova@example.test",
  invitedAt: "2026-11-01T10:00:00.000Z",
  expiresAt: "2026-11-15T10:00:00.000Z",
  expired: false,
  acceptedAt: "2026-11-02T10:00:00.000Z",
  leaks: { found: 12, removalRequested: 5, removed: 3 },
  authorisation: { status: "authorized", letterNamesAgency: true, identity: "approved", missing: [] },
  lastScanAt: "2026-11-20T10:00:00.000Z",
  tier: "pro",
};

export const pendingInvitation: RosterCreator = {
  id: "7b0c5a7e-2222-4a2b-9c3d-000000000002",
  creatorId: null,
  status: "invited",
  name: null,
  email: "lena@example.test",
  invitedAt: "2026-11-21T10:00:00.000Z",
  expiresAt: "2099-12-05T10:00:00.000Z",
  expired: false,
  acceptedAt: null,
  leaks: { found: 0, removalRequested: 0, removed: 0 },
  authorisation: null,
  lastScanAt: null,
  tier: null,
};

export function leak(n: number, overrides: Partial<Leak> = {}): Leak {
  return {
    id: `0b6f3c2e-1111-4a2b-9c3d-00000000000${n}`,
    url: `https://tube.example/video/${n}`,
    siteId: "tube",
    siteName: "Tube",
    category: "tube",
    title: `Video ${n}`,
    kind: "picture",
    pictureMatch: { quality: "exact", distance: 4, referenceId: null },
    nameMatch: null,
    status: "new",
    disposition: null,
    thumbnailUrl: null,
    firstSeenAt: "2026-11-20T10:00:00.000Z",
    lastSeenAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function fakeProfile(n: number, overrides: Partial<FakeProfile> = {}): FakeProfile {
  return {
    id: `0b6f3c2e-2222-4a2b-9c3d-00000000000${n}`,
    url: `https://snapgram.example/u/n0vaquill${n}`,
    siteId: "snapgram",
    siteName: "Snapgram",
    handle: `n0vaquill${n}`,
    displayName: "Nova Quill",
    bio: "",
    links: [],
    score: 0.8,
    reasons: [{ code: "display_name", weight: 0.3, params: { name: "Nova Quill" } }],
    status: "open",
    caseLeakId: null,
    caseStatus: null,
    channel: null,
    thumbnailUrl: null,
    firstSeenAt: "2026-11-20T10:00:00.000Z",
    lastSeenAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

/** Her fake profiles page as the server answers it (highest risk first). */
export function fakeProfilePage(profiles: FakeProfile[], overrides: Partial<FakeProfilePage> = {}): FakeProfilePage {
  return { profiles, page: 1, pageSize: 25, total: profiles.length, reportThreshold: 0.6, sites: [{ id: "snapgram", name: "Snapgram" }], lastCheckAt: null, checkRunning: false, nextCheckAt: null, ...overrides };
}
