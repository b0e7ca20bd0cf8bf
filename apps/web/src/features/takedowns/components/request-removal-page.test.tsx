import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { candidate, leakId, openGate, preview, serveApi } from "../testing/fixtures";
import { RequestRemovalPage } from "./request-removal-page";

const leaks = [candidate(1, "exact"), candidate(2, "high"), candidate(3, "good"), candidate(4, null)];
const candidates = (authorisation = openGate, autoTakedown = false) => ({ leaks, authorisation, autoTakedown });

const checkbox = (n: number) => screen.getByRole("checkbox", { name: `Select Tube ${n}: Video ${n}` }) as HTMLInputElement;
const notices = { path: "/notices", element: <p>notices page</p> };

describe("RequestRemovalPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says what is missing while the gate is closed, still lists the leaks, and keeps sending disabled", async () => {
    serveApi((key) => (key === "GET /api/removal-requests/candidates" ? { body: candidates({ allowed: false, missing: ["letter", "identity"] }) } : undefined));
    renderWithProviders(<RequestRemovalPage />);
    const gate = await screen.findByTestId("authorisation-gate");
    expect(within(gate).getByRole("link", { name: "Sign the Letter of Authorisation" }).getAttribute("href")).toBe("/digital-signature");
    expect(within(gate).getByRole("link", { name: "Verify your identity" }).getAttribute("href")).toBe("/verify-identity");
    expect(screen.getAllByTestId("candidate-row")).toHaveLength(4);
    fireEvent.click(checkbox(1));
    expect((screen.getByRole("button", { name: "Send notices" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("auto-filing-state").textContent).toContain("Automatic filing is off");
    expect(screen.getByRole("link", { name: "Change in settings" }).getAttribute("href")).toBe("/settings");
  });

  it("preselects the leaks of ?leaks= and marks the ones that need confirmation", async () => {
    serveApi((key) => (key === "GET /api/removal-requests/candidates" ? { body: candidates() } : undefined));
    renderWithProviders(<RequestRemovalPage />, { path: `/request-removal?leaks=${leakId(2)},${leakId(4)}` });
    await screen.findByTestId("candidate-list");
    expect([1, 2, 3, 4].map((n) => checkbox(n).checked)).toEqual([false, true, false, true]);
    const marked = screen.getAllByTestId("needs-confirmation").map((badge) => badge.closest("[data-leak-id]")?.getAttribute("data-leak-id"));
    expect(marked).toEqual([leakId(3), leakId(4)]);
    expect(screen.queryByTestId("authorisation-gate")).toBeNull();
  });

  it("selects all exact and high matches but never one that needs confirmation, and clears", async () => {
    serveApi((key) => (key === "GET /api/removal-requests/candidates" ? { body: candidates() } : undefined));
    renderWithProviders(<RequestRemovalPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Select all exact and high matches" }));
    expect([1, 2, 3, 4].map((n) => checkbox(n).checked)).toEqual([true, true, false, false]);
    expect(screen.getByTestId("selected-count").textContent).toBe("2 leaks selected");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect([1, 2, 3, 4].map((n) => checkbox(n).checked)).toEqual([false, false, false, false]);
  });

  it("reviews every planned route with its recipient, channel, basis, language and reason, then sends", async () => {
    const calls = serveApi((key) => {
      if (key === "GET /api/removal-requests/candidates") return { body: candidates() };
      if (key === "POST /api/removal-requests/preview") return { body: preview };
      if (key === "POST /api/removal-requests") return { status: 202, body: { requestId: "r1", queued: [leakId(1), leakId(2)], skipped: [] } };
      return undefined;
    });
    const success = vi.spyOn(toast, "success");
    const { router } = renderWithProviders(<RequestRemovalPage />, { path: `/request-removal?leaks=${leakId(1)},${leakId(2)}`, routes: [notices] });
    const send = (await screen.findByRole("button", { name: "Send notices" })) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Review" }));

    const [first, second] = await screen.findAllByTestId("preview-leak");
    const routes = within(first).getAllByTestId("planned-route").map((route) => route.textContent);
    expect(routes[0]).toContain("dmca@tube.example");
    expect(routes[0]).toContain("DMCA §512(c)(3)");
    expect(routes[0]).toContain("The site's own DMCA address from our registry");
    expect(routes[1]).toContain("Hosting provider");
    expect(routes[1]).toContain("EU DSA Art. 16");
    expect(routes[1]).toContain("German");
    expect(routes[1]).toContain("Hosting provider Hostco GmbH's abuse contact, found by RDAP for 203.0.113.7");
    expect(routes[2]).toContain("Web form: https://abuse.cloudflare.example/form");
    expect(routes[2]).toContain("Cloudflare only forwards notices; the origin host is notified too");
    expect(second.textContent).toContain("We found no recipient for this leak");
    expect(screen.getByTestId("preview-skipped").textContent).toContain("Whitelisted by you");

    fireEvent.click(send);
    await waitFor(() => expect(router.state.location.pathname).toBe("/notices"));
    expect(success).toHaveBeenCalledWith("3 notices queued");
    const posts = calls.filter((call) => call.method === "POST").map(({ url, body }) => [url, body]);
    expect(posts).toEqual([
      ["/api/removal-requests/preview", { leakIds: [leakId(1), leakId(2)] }],
      ["/api/removal-requests", { leakIds: [leakId(1), leakId(2)] }],
    ]);
  });

  it("shows the missing steps when the server refuses with AUTHORISATION_REQUIRED", async () => {
    let gate = openGate;
    serveApi((key) => {
      if (key === "GET /api/removal-requests/candidates") return { body: candidates(gate) };
      if (key === "POST /api/removal-requests/preview") return { body: preview };
      if (key === "POST /api/removal-requests") {
        gate = { allowed: false, missing: ["identity"] };
        return { status: 403, body: { error: { code: "AUTHORISATION_REQUIRED", message: "Authorisation required", details: { missing: ["identity"] } } } };
      }
      return undefined;
    });
    renderWithProviders(<RequestRemovalPage />, { path: `/request-removal?leaks=${leakId(1)}` });
    fireEvent.click(await screen.findByRole("button", { name: "Review" }));
    await screen.findByTestId("removal-preview");
    fireEvent.click(screen.getByRole("button", { name: "Send notices" }));
    const panel = await screen.findByTestId("authorisation-gate");
    expect(within(panel).getByRole("alert").textContent).toContain("not complete");
    expect(await within(panel).findByRole("link", { name: "Verify your identity" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send notices" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's message when nothing is left to file", async () => {
    serveApi((key) => {
      if (key === "GET /api/removal-requests/candidates") return { body: candidates() };
      if (key === "POST /api/removal-requests/preview") return { body: preview };
      if (key === "POST /api/removal-requests") return { status: 422, body: { error: { code: "NOTHING_TO_FILE", message: "Every leak is whitelisted or already filed." } } };
      return undefined;
    });
    renderWithProviders(<RequestRemovalPage />, { path: `/request-removal?leaks=${leakId(1)}` });
    fireEvent.click(await screen.findByRole("button", { name: "Review" }));
    await screen.findByTestId("removal-preview");
    fireEvent.click(screen.getByRole("button", { name: "Send notices" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Every leak is whitelisted or already filed.");
  });
});
