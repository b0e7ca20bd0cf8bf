// The agency area (spec §2.1, §6): its one page shows the section its path names inside the
// agency's frame, to members only; anyone else is told "Access Denied" and sent to the dashboard.
import type { AgencyOverview } from "@unleak/contracts";
import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeServer } from "@/features/agency/testing/fake-server";
import { agencyId, meWith } from "@/features/agency/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { Component as AgencyPage } from "./agency";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The other features' sections stand in by name: this page only chooses among them.
vi.mock("@/features/agency-roster/components/agency-roster-sections", () => ({
  RosterSection: () => <p>Roster section</p>,
  AddCreatorSection: () => <p>Add creator section</p>,
  CreatorDetailSection: ({ creatorId }: { creatorId: string }) => <p>Creator detail section {creatorId}</p>,
}));
vi.mock("@/features/agency-insights/components/agency-insights-sections", () => ({
  AnalyticsSection: () => <p>Analytics section</p>,
  BillingSection: () => <p>Billing section</p>,
}));

const overview: AgencyOverview = {
  agency: { id: agencyId, name: "Starlight Talent", website: "https://starlight.example", contactName: "Vera Lang", contactEmail: "vera@starlight.example", phone: null, address: "Torstraße 1, Berlin", createdAt: "2026-11-20T10:00:00.000Z" },
  role: "manager",
  counts: { activeCreators: 4, pendingInvitations: 2, teamMembers: 3 },
};
const member = meWith({ id: agencyId, name: "Starlight Talent", role: "manager" });

function renderAt(path: string) {
  return renderWithProviders(<AgencyPage />, { path, routes: [{ path: "/dashboard", element: <p>Dashboard page</p> }] });
}

describe("the agency area", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(toast.error).mockClear();
  });

  it("refuses a creator who is no agency member with the toast, and sends her to the dashboard", async () => {
    fakeServer({ "GET /api/me": { body: meWith(null) } });
    const { router } = renderAt("/agency/settings");
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(toast.error).toHaveBeenCalledWith("Access Denied", expect.objectContaining({ description: "You don't have permission to access the agency dashboard." }));
  });

  it("shows a member the agency's name, her role, the navigation and the overview's tiles", async () => {
    fakeServer({ "GET /api/me": { body: member }, "GET /api/agency": { body: overview } });
    renderAt("/agency");
    expect(await screen.findByRole("heading", { name: "Starlight Talent" })).toBeTruthy();
    expect(screen.getByText("Your role: Manager")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Agency" });
    expect(within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Overview", "/agency"],
      ["Creators", "/agency/creators"],
      ["Add creator", "/agency/add-creator"],
      ["Analytics", "/agency/analytics"],
      ["Billing", "/agency/billing"],
      ["Settings", "/agency/settings"],
    ]);
    expect(within(await screen.findByTestId("agency-tile-activeCreators")).getByText("4")).toBeTruthy();
    expect(within(screen.getByTestId("agency-tile-pendingInvitations")).getByText("2")).toBeTruthy();
    expect(within(screen.getByTestId("agency-tile-teamMembers")).getByText("3")).toBeTruthy();
    expect(screen.getByText("Torstraße 1, Berlin")).toBeTruthy();
    // Only an owner is offered to edit the details.
    expect(screen.queryByRole("link", { name: "Edit in Settings" })).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the section its path names", async () => {
    for (const [path, text] of [
      ["/agency/creators", "Roster section"],
      ["/agency/add-creator", "Add creator section"],
      ["/agency/analytics", "Analytics section"],
      ["/agency/billing/", "Billing section"],
      ["/agency/creator/c-42", "Creator detail section c-42"],
    ]) {
      fakeServer({ "GET /api/me": { body: member } });
      const { unmount } = renderAt(path!);
      expect(await screen.findByText(text!)).toBeTruthy();
      unmount();
    }
  });
});
