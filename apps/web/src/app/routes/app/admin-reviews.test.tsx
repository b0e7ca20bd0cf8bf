import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { Component as AdminReviews } from "./admin-reviews";

describe("the review area", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each kind of review with what waits and a link to its queue", async () => {
    vi.stubGlobal("fetch", vi.fn(stubFetch({ "/api/admin/overview": { reviews: { identity: 2, appeals: 0, agencies: 3 } } })));
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
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });
});
