import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { fakeServer } from "../testing/fake-server";
import { agencyId } from "../testing/fixtures";
import { AgencyJoinPage } from "./agency-join-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const session = vi.hoisted(() => ({ current: { data: null as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ ...session.current, refetch: vi.fn() }) }));

const token = "tok_0123456789abcdefghij";
const renderAt = (path = `/agency/join?token=${token}`) =>
  renderWithProviders(<AgencyJoinPage />, {
    path,
    routes: [
      { path: "/agency", element: <p>Agency area</p> },
      { path: "/login", element: <p>Login page</p> },
    ],
  });

describe("/agency/join", () => {
  beforeEach(() => {
    session.current = { data: { user: { email: "mara@example.test" } }, loading: false };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("accepts the invitation and opens the agency area", async () => {
    const server = fakeServer({ "POST /api/agency/members/join": { body: { id: agencyId, name: "Starlight Talent", role: "manager" } } });
    const { router } = renderAt();
    fireEvent.click(screen.getByRole("button", { name: "Accept the invitation" }));
    expect(await screen.findByText("Agency area")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/agency");
    expect(server.sent("POST", "/api/agency/members/join")).toEqual([{ token }]);
  });

  it("says why an invitation cannot be accepted", async () => {
    fakeServer({ "POST /api/agency/members/join": { status: 403, body: { error: { code: "FORBIDDEN", message: "No." } } } });
    renderAt();
    fireEvent.click(screen.getByRole("button", { name: "Accept the invitation" }));
    expect(await screen.findByText(/This invitation was sent to another e-mail address/)).toBeTruthy();
  });

  it("asks a visitor to sign in first and to come back to the link", async () => {
    session.current = { data: null, loading: false };
    const server = fakeServer({});
    const { router } = renderAt();
    expect(screen.queryByRole("button", { name: "Accept the invitation" })).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.state).toEqual({ from: `/agency/join?token=${token}` });
    expect(server.calls).toEqual([]);
  });

  it("knows a link without a token is no invitation", () => {
    renderAt("/agency/join");
    expect(screen.getByText(/This invitation link is invalid/)).toBeTruthy();
  });
});
