// Test helpers: a subscription status and a fetch stub for the billing routes that records calls.
import type { SubscriptionStatus } from "@unleak/contracts";
import { vi } from "vitest";

export const unpaidStatus: SubscriptionStatus = {
  subscribed: false,
  subscriptionTier: "standard",
  message: "No active subscription",
  hadSubscription: false,
  plan: null,
  status: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  graceUntil: null,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

type Answer = { status?: number; body: unknown };

/** Answers each billing route (by URL suffix) with its answer; /api/stats with a site count; others 404. */
export function billingFetch(answers: Record<string, Answer | (() => Answer)>) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("/api/stats")) return json({ sites: 250, previewSites: 10, creators: 3 });
    const route = Object.keys(answers).find((suffix) => url.endsWith(suffix));
    if (!route) return json({ error: { code: "NOT_FOUND", message: "" } }, 404);
    const answer = answers[route];
    const { status = 200, body } = typeof answer === "function" ? answer() : answer;
    return json(body, status);
  });
}

/** The JSON bodies sent to a route, in order. */
export function bodiesSentTo(fetchMock: ReturnType<typeof billingFetch>, suffix: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(suffix))
    .map(([, init]) => JSON.parse(String(init?.body ?? "null")) as unknown);
}
