import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { fakeApi } from "../testing/fake-api";
import { AgencyMembershipCard } from "./agency-membership-card";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const agency = { id: "7b0c5a7e-1111-4a2b-9c3d-000000000001", name: "Starlight Talent", since: "2026-11-02T10:00:00.000Z" };

describe("AgencyMembershipCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names her agency and leaves it after a confirmation", async () => {
    let current: typeof agency | null = agency;
    const api = fakeApi({
      "GET /api/agency-membership": () => ({ body: { agency: current } }),
      "POST /api/agency-membership/leave": () => {
        current = null;
        return { status: 204 };
      },
    });
    renderWithProviders(<AgencyMembershipCard />);
    expect((await screen.findByTestId("settings-agency")).textContent).toContain("Managed by Starlight Talent since");
    fireEvent.click(screen.getByRole("button", { name: "Leave agency" }));
    const dialog = await screen.findByTestId("confirm-leave-agency");
    expect(dialog.textContent).toContain("Leave Starlight Talent?");
    expect(api.sent("POST", "/api/agency-membership/leave")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Leave" }));
    await waitFor(() => expect(api.sent("POST", "/api/agency-membership/leave")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId("settings-agency")).toBeNull());
  });

  it("shows nothing to a creator no agency manages", async () => {
    const api = fakeApi({ "GET /api/agency-membership": { body: { agency: null } } });
    renderWithProviders(<AgencyMembershipCard />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByTestId("settings-agency")).toBeNull();
  });
});
