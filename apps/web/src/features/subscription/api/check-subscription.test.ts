import { afterEach, describe, expect, it, vi } from "vitest";
import { billingFetch, bodiesSentTo, unpaidStatus } from "../testing/billing-fetch";
import { checkSubscription, SUBSCRIPTION_CHECK_TIMEOUT_MS } from "./check-subscription";

const paid = { ...unpaidStatus, subscribed: true, subscriptionTier: "pro" as const, plan: "pro" as const, status: "active" };

describe("checkSubscription", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("answers the server's status, and asks for a fresh look only when forced", async () => {
    const fetchMock = billingFetch({ "/api/billing/check-subscription": { body: paid } });
    vi.stubGlobal("fetch", fetchMock);
    expect(await checkSubscription()).toEqual({ ...paid, failure: null });
    await checkSubscription({ forceRefresh: true });
    expect(bodiesSentTo(fetchMock, "/api/billing/check-subscription")).toEqual([{ forceRefresh: false }, { forceRefresh: true }]);
  });

  it("treats an error answer as not subscribed, with 'Unable to verify subscription'", async () => {
    vi.stubGlobal("fetch", billingFetch({ "/api/billing/check-subscription": { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } } }));
    const check = await checkSubscription();
    expect(check).toMatchObject({ subscribed: false, subscriptionTier: "standard", failure: "unverified" });
  });

  it("treats a network failure as a failed check", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))));
    expect(await checkSubscription()).toMatchObject({ subscribed: false, failure: "failed" });
  });

  it("gives up after 8 s: a failed check, not subscribed", async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    vi.stubGlobal("fetch", hanging);
    const pending = checkSubscription();
    await vi.advanceTimersByTimeAsync(SUBSCRIPTION_CHECK_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ subscribed: false, failure: "failed" });
  });
});
