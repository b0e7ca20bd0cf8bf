import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "./require-auth";

const session = vi.hoisted(() => ({ current: { data: null as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ ...session.current, refetch: vi.fn() }) }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { element: <RequireAuth />, children: [{ path: "/dashboard", element: <p>Dashboard page</p> }] },
      { path: "/login", element: <p>Login page</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("RequireAuth", () => {
  beforeEach(() => {
    session.current = { data: null, loading: false };
  });

  it("sends a visitor without a session to /login", () => {
    const router = renderAt("/dashboard");
    expect(screen.getByText("Login page")).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: "/dashboard" });
  });

  it("lets an auth-return URL through without a session", () => {
    renderAt("/dashboard?code=abc");
    expect(screen.getByText("Dashboard page")).toBeTruthy();
  });

  it("shows the auth check while the session loads", () => {
    session.current = { data: null, loading: true };
    renderAt("/dashboard");
    expect(screen.getByRole("status").textContent).toContain("Checking authentication...");
  });

  it("shows the page with a session", () => {
    session.current = { data: { user: { email: "a@b.c" } }, loading: false };
    renderAt("/dashboard");
    expect(screen.getByText("Dashboard page")).toBeTruthy();
  });
});
