import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { activeCreator, fakeApi, me, pendingInvitation } from "../testing/fake-api";
import { RosterSection } from "./roster-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe("RosterSection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each creator with her status, numbers, authorisation, last scan and plan, and opens an active one", async () => {
    fakeApi({ "GET /api/me": { body: me("viewer") }, "GET /api/agency/creators": { body: { creators: [activeCreator, pendingInvitation] } } });
    renderWithProviders(<RosterSection />);
    const [active, invited] = await screen.findAllByTestId("roster-creator");
    const cells = within(active!).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      "Nova Quillnova@example.test",
      "Active",
      "12",
      "5",
      "3",
      "AuthorizedHer letter names your agency",
      expect.stringContaining("2026"),
      "Creator Pro",
    ]);
    expect(within(active!).getByRole("link", { name: "Nova Quill" }).getAttribute("href")).toBe("/agency/creator/nova-account-id");
    expect(invited!.textContent).toContain("lena@example.test");
    expect(within(invited!).getByText("Invitation pending")).toBeTruthy();
    // A viewer reads: no invitation to send, resend or cancel.
    expect(screen.queryByRole("link", { name: "Add a creator" })).toBeNull();
    expect(within(invited!).queryByRole("button", { name: "Resend" })).toBeNull();
  });

  it("lets a manager send a pending invitation again or cancel it", async () => {
    const api = fakeApi({
      "GET /api/me": { body: me("manager") },
      "GET /api/agency/creators": { body: { creators: [pendingInvitation] } },
      [`POST /api/agency/creator-invitations/${pendingInvitation.id}/resend`]: { body: pendingInvitation },
      [`DELETE /api/agency/creator-invitations/${pendingInvitation.id}`]: { status: 204 },
    });
    renderWithProviders(<RosterSection />);
    const row = await screen.findByTestId("roster-creator");
    fireEvent.click(await within(row).findByRole("button", { name: "Resend" }));
    await waitFor(() => expect(api.sent("POST", `/api/agency/creator-invitations/${pendingInvitation.id}/resend`)).toHaveLength(1));
    fireEvent.click(within(row).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(api.sent("DELETE", `/api/agency/creator-invitations/${pendingInvitation.id}`)).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Add a creator" }).getAttribute("href")).toBe("/agency/add-creator");
  });

  it("marks an expired invitation and says when the roster is empty", async () => {
    fakeApi({ "GET /api/me": { body: me("owner") }, "GET /api/agency/creators": { body: { creators: [{ ...pendingInvitation, expired: true }] } } });
    const { unmount } = renderWithProviders(<RosterSection />);
    expect((await screen.findByTestId("roster-creator")).getAttribute("data-status")).toBe("expired");
    expect(screen.getByText("Invitation expired")).toBeTruthy();
    unmount();
    fakeApi({ "GET /api/me": { body: me("owner") }, "GET /api/agency/creators": { body: { creators: [] } } });
    renderWithProviders(<RosterSection />);
    expect((await screen.findByTestId("roster-empty")).textContent).toContain("Invite the first one");
  });
});
