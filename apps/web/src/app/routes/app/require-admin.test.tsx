import type { AccountOverview } from "@unleak/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Component as AdminOverviewPage } from "./admin";
import { RequireAdmin } from "./require-admin";
import { renderWithProviders } from "@/testing/render";

const me = (twoFactorEnabled: boolean): AccountOverview => ({
  user: { id: "admin-1", email: "ada@example.test", name: "Ada", emailVerified: true, twoFactorEnabled },
  profile: { firstName: "Ada", lastName: null, email: "ada@example.test", subscriptionTier: "standard", verified: false, banned: false },
  isAdmin: true,
  ban: null,
  agency: null,
});

/** Answers by path; records every URL asked for. */
function serve(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (input: string) => {
    asked.push(input);
    const key = Object.keys(answers).find((prefix) => input.startsWith(prefix));
    return key ? Response.json(answers[key]) : Response.json({ error: { code: "NOT_FOUND", message: "" } }, { status: 404 });
  });
  return asked;
}

describe("the admin panel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stays closed to an administrator without two-factor, and says how to open it", async () => {
    const asked = serve({ "/api/me": me(false), "/api/admin/overview": { reviews: { identity: 2, appeals: 1, agencies: 2 } } });
    renderWithProviders(<RequireAdmin />, { path: "/admin" });
    const card = await screen.findByTestId("admin-two-factor-required");
    expect(within(card).getByText("Turn on two-factor authentication")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Open Settings" }).getAttribute("href")).toBe("/settings");
    expect(asked.some((url) => url.startsWith("/api/admin/"))).toBe(false);
  });

  it("shows its sections with the decisions waiting in each review queue", async () => {
    serve({ "/api/me": me(true), "/api/admin/overview": { reviews: { identity: 2, appeals: 1, agencies: 2, partners: 1 } } });
    renderWithProviders(<RequireAdmin />, { path: "/admin", routes: [] });
    const nav = await screen.findByRole("navigation", { name: "Admin panel" });
    const reviews = within(nav).getByRole("link", { name: /Reviews/ });
    await waitFor(() => expect(within(reviews).getByLabelText("6 waiting").textContent).toBe("6"));
    expect(within(within(nav).getByRole("link", { name: /Partner applications/ })).getByLabelText("1 waiting")).toBeTruthy();
    expect(within(nav).getByRole("link", { name: /Calls/ }).getAttribute("href")).toBe("/admin/bookings");
    expect(within(within(nav).getByRole("link", { name: /Agency applications/ })).getByLabelText("2 waiting")).toBeTruthy();
    expect(within(within(nav).getByRole("link", { name: /Appeals/ })).getByLabelText("1 waiting")).toBeTruthy();
    expect(within(nav).getByRole("link", { name: /Audit log/ }).getAttribute("href")).toBe("/admin/audit-log");
  });

  it("lists every section on its overview page", async () => {
    serve({ "/api/admin/overview": { reviews: { identity: 0, appeals: 4, agencies: 0, partners: 0 } } });
    renderWithProviders(<AdminOverviewPage />);
    expect(await screen.findByRole("heading", { name: "Admin Panel" })).toBeTruthy();
    const appeals = screen.getByRole("link", { name: /Suspended users asking/ });
    await waitFor(() => expect(within(appeals).getByLabelText("4 waiting")).toBeTruthy());
    expect(screen.getByRole("link", { name: /Search accounts/ }).getAttribute("href")).toBe("/admin/users");
  });
});

