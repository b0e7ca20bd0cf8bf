import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { fakeApi } from "../testing/fake-api";
import { InvitationPage } from "./invitation-page";

const session = vi.hoisted(() => ({ current: { data: null as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ ...session.current, refetch: vi.fn() }) }));

const token = "tok_0123456789abcdefghijklmno";
const invitation = { agencyName: "Starlight Talent", email: "n***@example.test", expiresAt: "2099-12-05T10:00:00.000Z" };
const renderAt = (path = `/agency-invitation?token=${token}`) =>
  renderWithProviders(<InvitationPage />, { path, routes: [{ path: "/login", element: <p>Login page</p> }, { path: "/register", element: <p>Register page</p> }] });

describe("/agency-invitation", () => {
  beforeEach(() => {
    session.current = { data: { user: { email: "nova@example.test" } }, loading: false };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("accepts, then says what is left: a letter naming the agency and her verified identity", async () => {
    const api = fakeApi({
      [`GET /api/agency-invitations/${token}`]: { body: invitation },
      "POST /api/agency-invitations/accept": { body: { agency: { id: "7b0c5a7e-1111-4a2b-9c3d-000000000001", name: "Starlight Talent" }, missing: ["letter"] } },
    });
    renderAt();
    expect(await screen.findByRole("heading", { name: "Starlight Talent invites you" })).toBeTruthy();
    expect(screen.getByText("The invitation was sent to n***@example.test.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept invitation" }));
    const accepted = await screen.findByTestId("invitation-accepted");
    expect(api.sent("POST", "/api/agency-invitations/accept")).toEqual([{ token }]);
    expect(accepted.textContent).toContain("Starlight Talent now manages your protection on Unleak.");
    const letter = screen.getByTestId("invitation-step-letter");
    expect(letter.getAttribute("data-done")).toBe("false");
    expect(letter.textContent).toContain("Sign your Letter of Authorisation naming Starlight Talent");
    expect(within(letter).getByRole("link", { name: "Sign the letter" }).getAttribute("href")).toBe("/digital-signature");
    const identity = screen.getByTestId("invitation-step-identity");
    expect(identity.getAttribute("data-done")).toBe("true");
    expect(within(identity).queryByRole("link")).toBeNull();
  });

  it("shows why the signed-in account cannot accept", async () => {
    fakeApi({
      [`GET /api/agency-invitations/${token}`]: { body: invitation },
      "POST /api/agency-invitations/accept": { status: 403, body: { error: { code: "CREATOR_INVITATION_EMAIL_MISMATCH", message: "This invitation was sent to another e-mail address." } } },
    });
    renderAt();
    fireEvent.click(await screen.findByRole("button", { name: "Accept invitation" }));
    expect((await screen.findByTestId("invitation-refused")).textContent).toBe("This invitation was sent to another e-mail address.");
  });

  it("asks a visitor to sign in or create an account, and to come back to the link", async () => {
    session.current = { data: null, loading: false };
    const api = fakeApi({ [`GET /api/agency-invitations/${token}`]: { body: invitation } });
    const { router } = renderAt();
    expect(await screen.findByRole("link", { name: "Create an account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept invitation" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: `/agency-invitation?token=${token}` });
    expect(api.sent("POST", "/api/agency-invitations/accept")).toEqual([]);
  });

  it("says when the link expired, and when it is no invitation at all", async () => {
    fakeApi({ [`GET /api/agency-invitations/${token}`]: { status: 410, body: { error: { code: "CREATOR_INVITATION_EXPIRED", message: "This invitation has expired." } } } });
    const { unmount } = renderAt();
    expect((await screen.findByTestId("invitation-unavailable")).textContent).toBe("This invitation has expired.");
    unmount();
    renderAt("/agency-invitation");
    expect(screen.getByText(/This invitation link is not valid/)).toBeTruthy();
  });
});
