// The shell's two halves together (issue 15): the live events of the notifications feature and the
// subscription gate. A plan paid in another tab changes the tier, the server sends a `profile`
// event, and the unpaid modal goes at once, without waiting for the check's 5-minute cache.
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/features/notifications/hooks/fake-event-source";
import { useLiveEvents } from "@/features/notifications/hooks/use-live-events";
import { SubscriptionGate } from "@/features/subscription/components/subscription-gate";
import { billingFetch, bodiesSentTo, unpaidStatus } from "@/features/subscription/testing/billing-fetch";
import { renderWithProviders } from "@/testing/render";

const checkRoute = "/api/billing/check-subscription";

function LiveEvents() {
  useLiveEvents();
  return null;
}

describe("a plan paid elsewhere", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("closes the unpaid modal when the live profile event arrives", async () => {
    let answer = unpaidStatus;
    const fetchMock = billingFetch({ [checkRoute]: () => ({ body: answer }) });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <>
        <LiveEvents />
        <SubscriptionGate account="mia@example.com" profileTier={null} />
      </>,
      { path: "/dashboard" },
    );
    await screen.findByRole("dialog", { name: "Your content is not protected yet" });

    // Paid in another tab: the server now answers Creator Pro and announces the profile change.
    answer = { ...unpaidStatus, subscribed: true, subscriptionTier: "pro", plan: "pro", status: "active", hadSubscription: true };
    act(() => FakeEventSource.latest().emit("profile", { kind: "profile" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // A plain check (the cache was marked stale), not a forced one.
    expect(bodiesSentTo(fetchMock, checkRoute)).toEqual([{ forceRefresh: false }, { forceRefresh: false }]);
  });
});
