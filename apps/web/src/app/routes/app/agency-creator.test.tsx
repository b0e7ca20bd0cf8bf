// A roster creator's page as app/ composes it: her fake profiles read with the fake-profiles
// feature's own parts, so the agency sees the same reason sentences and risk badges she does.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activeCreator, creatorId, fakeApi, fakeProfile, fakeProfilePage, me } from "@/features/agency-roster/testing/fake-api";
import { renderWithProviders } from "@/testing/render";
import { Component as AgencyPage } from "./agency";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const base = `/api/agency/creators/${creatorId}`;

describe("a roster creator's fake profiles in the agency area", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each profile's risk with the high-risk badge from the threshold on, and its reasons as sentences", async () => {
    const high = fakeProfile(1, { score: 0.92 });
    const low = fakeProfile(2, { score: 0.3 });
    fakeApi({
      "GET /api/me": { body: me("owner") },
      "GET /api/agency": { body: { agency: { id: me("owner").agency!.id, name: "Starlight Talent" }, role: "owner", counts: { activeCreators: 1, pendingInvitations: 0, teamMembers: 1 } } },
      [`GET ${base}`]: { body: activeCreator },
      [`GET ${base}/fake-profiles`]: { body: fakeProfilePage([high, low]) },
    });
    renderWithProviders(<AgencyPage />, { path: `/agency/creator/${creatorId}` });
    const rows = await screen.findAllByTestId("creator-fake-profile");
    expect(within(rows[0]!).getByTestId("risk-score").textContent).toContain("92%");
    expect(within(rows[0]!).getByTestId("high-risk").textContent).toBe("High risk");
    expect(within(rows[1]!).queryByTestId("high-risk")).toBeNull();
    expect(within(rows[0]!).getByTestId("reason-list").textContent).toBe("Display name uses your name Nova Quill");
    expect(screen.getByRole("button", { name: "Check now" })).toBeTruthy();
  });
});
