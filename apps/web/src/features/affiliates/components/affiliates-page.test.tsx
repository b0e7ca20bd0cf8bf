import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authStore } from "@/lib/auth-session";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { AffiliatesPage } from "./affiliates-page";

// Other figures than the defaults: every one on the page must come from the programme's answer.
const programme = { commissionRatePercent: 12.5, holdDays: 21, cookieDays: 45, payoutMinimumCents: 7500, payoutMethods: ["bank_transfer", "paypal"], currency: "eur" };

describe("/affiliates", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("explains the programme with the configured figures and asks a visitor to sign up or log in", async () => {
    vi.stubGlobal("fetch", vi.fn(stubFetch({ "/api/affiliates/programme": programme, "/api/auth/get-session": null })));
    await authStore.refresh();
    renderWithProviders(<AffiliatesPage />, { path: "/affiliates" });
    expect(await screen.findByText(/you earn 12\.5 % of the amount paid/)).toBeTruthy();
    expect(screen.getByText(/remember the visit for 45 days in a first-party cookie/)).toBeTruthy();
    expect(screen.getByText(/stays pending for 21 days, the refund window/)).toBeTruthy();
    expect(screen.getByText(/Once at least €75\.00 are available, request a payout by Bank transfer or PayPal/)).toBeTruthy();
    const visitor = await screen.findByTestId("affiliates-visitor");
    expect(within(visitor).getByRole("link", { name: "Create account" }).getAttribute("href")).toBe("/register");
    expect(within(visitor).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.queryByTestId("referral-link")).toBeNull();
  });

});
