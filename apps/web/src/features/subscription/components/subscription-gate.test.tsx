import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { billingFetch, bodiesSentTo, unpaidStatus } from "../testing/billing-fetch";
import { SubscriptionGate } from "./subscription-gate";

const checkRoute = "/api/billing/check-subscription";
const renderGate = (path: string) => renderWithProviders(<SubscriptionGate account="mia@example.com" profileTier={null} />, { path });

describe("SubscriptionGate", () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the unpaid modal on the dashboard with the real site count, View Plans and Refresh Status", async () => {
    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: unpaidStatus } }));
    renderGate("/dashboard");
    expect(screen.getByText("Checking your plan...")).toBeTruthy();
    const dialog = await screen.findByRole("dialog", { name: "Your content is not protected yet" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    await waitFor(() => expect(dialog.textContent).toContain("250 sites"));
    expect(screen.getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/subscription-plans");
    expect(screen.queryByRole("link", { name: "Renew Protection" })).toBeNull();
    expect(screen.queryByText("Checking your plan...")).toBeNull();
  });

  it("offers Renew Protection to a user who had a subscription", async () => {
    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: { ...unpaidStatus, hadSubscription: true } } }));
    renderGate("/dashboard");
    expect(await screen.findByRole("link", { name: "Renew Protection" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View Plans" })).toBeNull();
  });

  it.each(["/account", "/settings", "/authorisation", "/faq", "/subscription-plans", "/admin/outbox"])("never shows it on %s", async (path) => {
    const fetchMock = billingFetch({ [checkRoute]: { body: unpaidStatus } });
    vi.stubGlobal("fetch", fetchMock);
    renderGate(path);
    await waitFor(() => expect(bodiesSentTo(fetchMock, checkRoute)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows no modal to a subscriber", async () => {
    const fetchMock = billingFetch({ [checkRoute]: { body: { ...unpaidStatus, subscribed: true, subscriptionTier: "pro", plan: "pro", status: "active" } } });
    vi.stubGlobal("fetch", fetchMock);
    renderGate("/dashboard");
    await waitFor(() => expect(screen.queryByText("Checking your plan...")).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says when the check could not verify, and Refresh Status forces a fresh check", async () => {
    let answer = { status: 502, body: { error: { code: "BAD_GATEWAY", message: "" } } as unknown };
    const fetchMock = billingFetch({ [checkRoute]: () => answer });
    vi.stubGlobal("fetch", fetchMock);
    renderGate("/dashboard");
    expect(await screen.findByText("Unable to verify subscription. Basic features available.")).toBeTruthy();

    answer = { status: 200, body: { ...unpaidStatus, subscribed: true, subscriptionTier: "elite", plan: "elite", status: "active" } };
    fireEvent.click(screen.getByRole("button", { name: "Refresh Status" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodiesSentTo(fetchMock, checkRoute)).toEqual([{ forceRefresh: false }, { forceRefresh: true }]);
  });

  it("closes with the close button and with a click on the backdrop", async () => {
    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: unpaidStatus } }));
    const { router } = renderGate("/dashboard");
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // Another page asks again; this time the backdrop dismisses it.
    await router.navigate("/leaks");
    await screen.findByRole("dialog");
    fireEvent.pointerDown(screen.getByTestId("subscription-modal-backdrop"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stays away for the browser session after Continue without protection", async () => {
    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: unpaidStatus } }));
    const first = renderGate("/dashboard");
    await screen.findByRole("dialog");
    fireEvent.click(screen.getByRole("button", { name: "Continue without protection" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    first.unmount();

    renderGate("/leaks");
    await waitFor(() => expect(screen.queryByText("Checking your plan...")).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("after a paid checkout shows Activating your plan…, re-checks until the plan shows, and drops the parameter", async () => {
    let calls = 0;
    const fetchMock = billingFetch({
      [checkRoute]: () => {
        calls += 1;
        return { body: calls < 3 ? unpaidStatus : { ...unpaidStatus, subscribed: true, subscriptionTier: "pro", plan: "pro", status: "active" } };
      },
    });
    vi.stubGlobal("fetch", fetchMock);
    const { router } = renderGate("/dashboard?checkout=success");
    expect(await screen.findByText("Activating your plan…")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByText("Your plan is active. Thank you for protecting your content!")).toBeTruthy(), { timeout: 5000 });
    expect(bodiesSentTo(fetchMock, checkRoute)).toContainEqual({ forceRefresh: true });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says a cancelled checkout charged nothing", async () => {
    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: unpaidStatus } }));
    renderGate("/subscription-plans?checkout=cancelled");
    expect(await screen.findByText("Checkout cancelled. You have not been charged.")).toBeTruthy();
  });

  it("forgets the check when the user signs out", async () => {
    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: unpaidStatus } }));
    function SignOutable() {
      const [account, setAccount] = useState<string | null>("mia@example.com");
      return (
        <>
          <button type="button" onClick={() => setAccount(null)}>sign out</button>
          <SubscriptionGate account={account} profileTier={null} />
        </>
      );
    }
    const { queryClient } = renderWithProviders(<SignOutable />, { path: "/dashboard" });
    await screen.findByRole("dialog");
    expect(queryClient.getQueryData(["subscription"])).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "sign out", hidden: true }));
    await waitFor(() => expect(queryClient.getQueryData(["subscription"])).toBeUndefined());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
