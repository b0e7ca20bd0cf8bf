import type { AgencyOverview, AgencyRole, AgencyTeam } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { fakeServer } from "../testing/fake-server";
import { agencyId, meWith } from "../testing/fixtures";
import { AgencySettings } from "./agency-settings";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const details: AgencyOverview["agency"] = { id: agencyId, name: "Starlight Talent", website: null, contactName: "Vera Lang", contactEmail: "vera@starlight.example", phone: null, address: null, createdAt: "2026-11-20T10:00:00.000Z" };
const overview = (role: AgencyRole): AgencyOverview => ({ agency: details, role, counts: { activeCreators: 0, pendingInvitations: 0, teamMembers: 2 } });
const team: AgencyTeam = {
  members: [
    { id: "0b6f3c2e-4444-4a2b-9c3d-000000000001", userId: "user-vera", email: "vera@example.test", name: "Vera", role: "owner", joinedAt: "2026-11-20T10:00:00.000Z" },
    { id: "0b6f3c2e-4444-4a2b-9c3d-000000000002", userId: "user-mara", email: "mara@example.test", name: null, role: "manager", joinedAt: "2026-11-21T10:00:00.000Z" },
  ],
  invitations: [{ id: "0b6f3c2e-4444-4a2b-9c3d-000000000003", email: "lia@example.test", role: "viewer", expiresAt: "2026-11-28T10:00:00.000Z", createdAt: "2026-11-21T10:00:00.000Z" }],
};

describe("the agency's settings", () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it("lets the owner save the company details and manage the team", async () => {
    const server = fakeServer({
      "GET /api/me": { body: meWith({ id: agencyId, name: "Starlight Talent", role: "owner" }) },
      "GET /api/agency": { body: overview("owner") },
      "GET /api/agency/members": { body: team },
      "PATCH /api/agency": (body) => ({ body: { ...details, ...(body as object) } }),
      "POST /api/agency/members/invitations": { status: 201, body: team.invitations[0] },
      [`PATCH /api/agency/members/${team.members[1]!.id}`]: { body: { ...team.members[1], role: "viewer" } },
      // The server keeps the last owner.
      [`DELETE /api/agency/members/${team.members[0]!.id}`]: { status: 409, body: { error: { code: "CONFLICT", message: "This already exists." } } },
    });
    renderWithProviders(<AgencySettings />, { path: "/agency/settings" });
    const form = await screen.findByRole("form", { name: "Company details" });
    fireEvent.change(within(form).getByLabelText(/Phone/), { target: { value: "+49 30 1234567" } });
    fireEvent.change(within(form).getByLabelText(/Address/), { target: { value: "Torstraße 1, Berlin" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save details" }));
    await waitFor(() =>
      expect(server.sent("PATCH", "/api/agency")).toEqual([{ name: "Starlight Talent", contactName: "Vera Lang", contactEmail: "vera@starlight.example", website: null, phone: "+49 30 1234567", address: "Torstraße 1, Berlin" }]),
    );

    const members = await screen.findAllByTestId("agency-member");
    expect(within(members[0]!).getByText(/\(you\)/)).toBeTruthy();
    expect(screen.getByTestId("agency-member-invitation").textContent).toContain("lia@example.test");
    fireEvent.change(screen.getByLabelText("Role of mara@example.test"), { target: { value: "viewer" } });
    await waitFor(() => expect(server.sent("PATCH", `/api/agency/members/${team.members[1]!.id}`)).toEqual([{ role: "viewer" }]));

    vi.spyOn(window, "confirm").mockReturnValue(true);
    fireEvent.click(screen.getByRole("button", { name: "Remove vera@example.test" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An agency keeps at least one owner: make someone else owner first."));

    const invite = screen.getByRole("form", { name: "Invite a team member" });
    fireEvent.change(within(invite).getByLabelText(/E-mail/), { target: { value: "lia@example" } });
    fireEvent.click(within(invite).getByRole("button", { name: "Send invitation" }));
    expect(within(invite).getByText("Please enter a valid e-mail address.")).toBeTruthy();
    fireEvent.change(within(invite).getByLabelText(/E-mail/), { target: { value: "lia@example.test" } });
    fireEvent.change(within(invite).getByLabelText(/Role/), { target: { value: "viewer" } });
    fireEvent.click(within(invite).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(server.sent("POST", "/api/agency/members/invitations")).toEqual([{ email: "lia@example.test", role: "viewer" }]));
  });

  it("shows a viewer the details and the team without the owner's controls", async () => {
    fakeServer({
      "GET /api/me": { body: meWith({ id: agencyId, name: "Starlight Talent", role: "viewer" }, "user-mara") },
      "GET /api/agency": { body: overview("viewer") },
      "GET /api/agency/members": { body: team },
    });
    renderWithProviders(<AgencySettings />, { path: "/agency/settings" });
    const form = await screen.findByRole("form", { name: "Company details" });
    expect((within(form).getByLabelText(/Company name/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole("button", { name: "Save details" })).toBeNull();
    expect(within(form).getByText("Only an owner can change the company details.")).toBeTruthy();
    expect(await screen.findAllByTestId("agency-member")).toHaveLength(2);
    expect(screen.queryByLabelText(/Role of/)).toBeNull();
    expect(screen.queryByRole("form", { name: "Invite a team member" })).toBeNull();
  });
});
