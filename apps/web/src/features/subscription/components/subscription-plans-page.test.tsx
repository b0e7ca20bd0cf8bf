import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { billingFetch, bodiesSentTo, unpaidStatus } from "../testing/billing-fetch";
import { SubscriptionPlansPage } from "./subscription-plans-page";

const session = vi.hoisted(() => ({ current: { data: { user: { email: "mia@example.com" } } as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => session.current }));

const checkRoute = "/api/billing/check-subscription";
const proSubscriber = { ...unpaidStatus, subscribed: true, subscriptionTier: "pro", plan: "pro", status: "active", currentPeriodEnd: "2026-12-24T10:00:00.000Z" };

describe("SubscriptionPlansPage", () => {
  const assign = vi.fn();
  beforeEach(() => {
    session.current = { data: { user: { email: "mia@example.com" } }, loading: false };
    vi.stubGlobal("location", { ...window.location, assign });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it("shows the three plans with prices and Most popular on Creator Pro, and sends an unpaid user to checkout", async () => {
    const fetchMock = billingFetch({ [checkRoute]: { body: unpaidStatus }, "/api/billing/checkout": { body: { url: "http://stripe.localhost/c/pay/cs_1" } } });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<SubscriptionPlansPage />, { path: "/subscription-plans" });
    expect(within(screen.getByTestId("plan-option-starter")).getByText("€99")).toBeTruthy();
    expect(within(screen.getByTestId("plan-option-pro")).getByText("Most popular")).toBeTruthy();
    expect(within(screen.getByTestId("plan-option-elite")).getByText("€349")).toBeTruthy();
    expect(screen.getByTestId("plan-option-elite").textContent).toContain("Hourly scans");

    const choose = await screen.findByRole("button", { name: "Choose Creator Pro" });
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText("Current plan")).toBeNull();
    fireEvent.click(choose);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://stripe.localhost/c/pay/cs_1"));
    expect(bodiesSentTo(fetchMock, "/api/billing/checkout")).toEqual([{ plan: "pro", returnTo: "plans" }]);
  });

  it("marks a subscriber's plan, offers upgrade and downgrade by price, and opens the portal", async () => {
    const fetchMock = billingFetch({ [checkRoute]: { body: proSubscriber }, "/api/billing/portal": { body: { url: "http://stripe.localhost/p/session/ps_1" } } });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<SubscriptionPlansPage />, { path: "/subscription-plans" });
    const pro = await screen.findByTestId("plan-option-pro");
    await waitFor(() => expect(pro.getAttribute("data-current")).toBe("true"));
    expect(within(pro).getByText("Current plan")).toBeTruthy();
    expect(within(screen.getByTestId("plan-option-starter")).getByRole("button", { name: "Downgrade" })).toBeTruthy();
    expect(within(screen.getByTestId("plan-option-elite")).getByRole("button", { name: "Upgrade" })).toBeTruthy();
    expect(screen.getByTestId("subscription-state").textContent).toBe("Your Creator Pro plan renews on December 24, 2026.");

    fireEvent.click(within(pro).getByRole("button", { name: "Manage subscription" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://stripe.localhost/p/session/ps_1"));
    expect(bodiesSentTo(fetchMock, "/api/billing/portal")).toEqual([{ returnTo: "plans" }]);
    // Back from the portal the page asks the provider afresh.
    expect(bodiesSentTo(fetchMock, checkRoute)).toContainEqual({ forceRefresh: true });
  });

  it("says when the plan cancels at the period end, and when a failed payment keeps it until the grace date", async () => {
    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: { ...proSubscriber, cancelAtPeriodEnd: true } } }));
    const first = renderWithProviders(<SubscriptionPlansPage />, { path: "/subscription-plans" });
    expect((await screen.findByTestId("subscription-state")).textContent).toBe(
      "Cancels on December 24, 2026: your Creator Pro plan stays active until then and will not renew.",
    );
    first.unmount();

    vi.stubGlobal("fetch", billingFetch({ [checkRoute]: { body: { ...proSubscriber, status: "past_due", graceUntil: "2026-12-31T10:00:00.000Z" } } }));
    renderWithProviders(<SubscriptionPlansPage />, { path: "/subscription-plans" });
    expect((await screen.findByTestId("subscription-state")).textContent).toContain("Payment failed: your Creator Pro plan is kept until December 31, 2026.");
  });

  it("offers the portal when checkout answers that the user already subscribes", async () => {
    vi.stubGlobal(
      "fetch",
      billingFetch({ [checkRoute]: { body: unpaidStatus }, "/api/billing/checkout": { status: 409, body: { error: { code: "ALREADY_SUBSCRIBED", message: "" } } } }),
    );
    renderWithProviders(<SubscriptionPlansPage />, { path: "/subscription-plans" });
    const choose = await screen.findByRole("button", { name: "Choose Starter" });
    await waitFor(() => expect((choose as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(choose);
    expect(await screen.findByText("You already have a subscription. You can change it in the billing portal.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Manage subscription" })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it("asks a visitor to sign in first, without checking a subscription", () => {
    session.current = { data: null, loading: false };
    const fetchMock = billingFetch({});
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<SubscriptionPlansPage />, { path: "/subscription-plans" });
    expect(screen.getByRole("link", { name: "Sign in to choose Top Tier Creator" }).getAttribute("href")).toBe("/login");
    expect(bodiesSentTo(fetchMock, checkRoute)).toEqual([]);
  });
});
