// The app layout keeps an agency member in the agency area (spec §6): anywhere else in the app she
// is sent to /agency, while the admin panel and Settings stay open; everyone else stays where they are.
import { render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "@/features/notifications/hooks/fake-event-source";
import { fakeServer } from "@/features/agency/testing/fake-server";
import { agencyId, meWith } from "@/features/agency/testing/fixtures";
import { createTestQueryClient } from "@/testing/render";
import { Component as AppLayout } from "./app-layout";

vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ data: { user: { email: "vera@example.test" } }, loading: false, error: null, refetch: vi.fn() }) }));

function renderAt(path: string) {
  const pages = ["/dashboard", "/account", "/settings", "/agency", "/agency/settings", "/admin/agencies"].map((page) => ({ path: page, element: <p>Page {page}</p> }));
  const router = createMemoryRouter([{ element: <AppLayout />, children: pages }], { initialEntries: [path] });
  const { unmount } = render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return Object.assign(router, { unmount });
}

describe("the app layout and agency members", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends an agency member from the creator pages to /agency", async () => {
    fakeServer({ "GET /api/me": { body: meWith({ id: agencyId, name: "Starlight Talent", role: "viewer" }) } });
    for (const path of ["/dashboard", "/account"]) {
      const router = renderAt(path);
      expect(await screen.findByText("Page /agency")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/agency");
      router.unmount();
    }
  });

  it("leaves an agency member in the agency area, the admin panel and Settings (her password and two-factor)", async () => {
    fakeServer({ "GET /api/me": { body: meWith({ id: agencyId, name: "Starlight Talent", role: "owner" }) } });
    for (const path of ["/agency/settings", "/admin/agencies", "/settings"]) {
      const router = renderAt(path);
      expect(await screen.findByText(`Page ${path}`)).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      router.unmount();
    }
  });

  it("leaves everyone else where they are", async () => {
    fakeServer({ "GET /api/me": { body: meWith(null) } });
    const router = renderAt("/dashboard");
    expect(await screen.findByText("Page /dashboard")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
