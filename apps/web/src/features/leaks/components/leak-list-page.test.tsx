import type { Leak } from "@unleak/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { LeakListPage } from "./leak-list-page";

const leak = (n: number, overrides: Partial<Leak> = {}): Leak => ({
  id: `0b6f3c2e-1111-4a2b-9c3d-00000000000${n}`,
  url: `https://tube.example/${n}`,
  siteId: "tube",
  siteName: `Tube ${n}`,
  category: "tube",
  title: `Video ${n}`,
  kind: "picture",
  pictureMatch: { quality: "exact", distance: 4, referenceId: null },
  nameMatch: null,
  status: "new",
  disposition: null,
  thumbnailUrl: null,
  firstSeenAt: "2026-11-20T10:00:00.000Z",
  lastSeenAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

describe("LeakListPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the ticked leaks to Request Removal; filed and whitelisted leaks have no checkbox", async () => {
    const leaks = [leak(1), leak(2, { status: "sent" }), leak(3, { status: "whitelisted", disposition: "licensed" }), leak(4, { status: "awaiting_confirmation" })];
    vi.stubGlobal("fetch", stubFetch({ "/api/leaks": { leaks, page: 1, pageSize: 25, total: 4 } }));
    const { router } = renderWithProviders(<LeakListPage sites={[]} />, { path: "/leaks", routes: [{ path: "/request-removal", element: <p>request</p> }] });
    await screen.findByTestId("leak-list");
    expect(screen.getAllByRole("checkbox").map((box) => box.getAttribute("aria-label"))).toEqual(["Select Tube 1", "Select Tube 4"]);
    const action = screen.getByRole("button", { name: "Request removal of 0 leaks" }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Tube 1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Tube 4" }));
    fireEvent.click(screen.getByRole("button", { name: "Request removal of 2 leaks" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/request-removal"));
    expect(router.state.location.search).toBe(`?leaks=${leaks[0].id},${leaks[3].id}`);
  });

  it("offers the leak statuses that exist now in its status filter", async () => {
    vi.stubGlobal("fetch", stubFetch({ "/api/leaks": { leaks: [], page: 1, pageSize: 25, total: 0 } }));
    renderWithProviders(<LeakListPage sites={[]} />, { path: "/leaks" });
    const options = [...(screen.getByLabelText("Status") as HTMLSelectElement).options].map((option) => option.value);
    expect(options).toEqual(["", "new", "awaiting_confirmation", "queued", "sent", "acknowledged", "rejected", "failed", "whitelisted"]);
  });

  it("lists a reported impersonating profile's case as an impersonating profile", async () => {
    const profileCase = leak(5, { kind: "profile", pictureMatch: null, status: "sent", title: "@nova.quill_vip" });
    vi.stubGlobal("fetch", stubFetch({ "/api/leaks": { leaks: [leak(1), profileCase], page: 1, pageSize: 25, total: 2 } }));
    renderWithProviders(<LeakListPage sites={[]} />, { path: "/leaks" });
    await screen.findByTestId("leak-list");
    expect(screen.getAllByTestId("evidence-badge").map((badge) => badge.textContent)).toEqual(["Exact picture match", "Impersonating profile"]);
  });
});
