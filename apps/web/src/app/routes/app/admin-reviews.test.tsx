import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { Component as AdminReviews } from "./admin-reviews";

describe("the review area", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each kind of review with what waits and a link to its queue", async () => {
    vi.stubGlobal("fetch", vi.fn(stubFetch({ "/api/admin/overview": { reviews: { identity: 2, appeals: 0, agencies: 3, partners: 1, payouts: 4 } } })));
    renderWithProviders(<AdminReviews />);
    const identity = await screen.findByTestId("review-kind-identity");
    expect(within(identity).getByRole("link").getAttribute("href")).toBe("/admin/identity");
    expect(within(identity).getByText("Identity review")).toBeTruthy();
    expect(within(identity).getByText("2 waiting")).toBeTruthy();
    const appeals = screen.getByTestId("review-kind-appeals");
    expect(within(appeals).getByRole("link").getAttribute("href")).toBe("/admin/appeals");
    expect(within(appeals).getByText("Appeals")).toBeTruthy();
    expect(within(appeals).getByText("Nothing waiting")).toBeTruthy();
    const agencies = screen.getByTestId("review-kind-agencies");
    expect(within(agencies).getByRole("link").getAttribute("href")).toBe("/admin/agencies");
    expect(within(agencies).getByText("Agency applications")).toBeTruthy();
    expect(within(agencies).getByText("3 waiting")).toBeTruthy();
    const partners = screen.getByTestId("review-kind-partners");
    expect(within(partners).getByRole("link").getAttribute("href")).toBe("/admin/partners");
    expect(within(partners).getByText("Partner applications")).toBeTruthy();
    expect(within(partners).getByText("1 waiting")).toBeTruthy();
    const payouts = screen.getByTestId("review-kind-payouts");
    expect(within(payouts).getByRole("link").getAttribute("href")).toBe("/admin/payouts");
    expect(within(payouts).getByText("Payouts")).toBeTruthy();
    expect(within(payouts).getByText("4 waiting")).toBeTruthy();
    // identity, appeals, agencies, partners and payouts (issue 19)
    expect(screen.getAllByRole("listitem")).toHaveLength(5);
  });
});
