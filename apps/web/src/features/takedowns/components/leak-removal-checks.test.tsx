import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { leakId, removalCheck, serveApi, tracking } from "../testing/fixtures";
import { LeakRemovalChecks } from "./leak-removal-checks";

const checksPath = `GET /api/leaks/${leakId(1)}/checks`;

function serveTracking(body: ReturnType<typeof tracking>) {
  return serveApi((key) => (key === checksPath ? { body } : undefined));
}

describe("LeakRemovalChecks", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says when checks start while nothing is tracked yet", async () => {
    const calls = serveTracking(tracking({ status: "new", trackingSince: null, nextCheckAt: null }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-summary")).textContent).toBe("Checks start 24 hours after the first notice is sent.");
    expect(screen.queryAllByTestId("removal-check")).toHaveLength(0);
    expect(calls[0].url).toBe(`/api/leaks/${leakId(1)}/checks`);
  });

  it("calls a leak removed, confirmed, only with its two removed checks, newest first", async () => {
    const checks = [
      removalCheck(1, { outcome: "removed", reason: "http-404", httpStatus: 404, checkedAt: "2026-11-22T08:01:00.000Z" }),
      removalCheck(2, { outcome: "soft-404", reason: "not-found-wording", checkedAt: "2026-11-23T08:01:00.000Z" }),
    ];
    serveTracking(tracking({ status: "removed", removedAt: "2026-11-22T08:01:00.000Z", nextCheckAt: null, checks }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    const summary = await screen.findByTestId("tracking-summary");
    expect(summary.textContent).toContain("Tracking since Nov 21, 2026");
    expect(within(summary).getByTestId("tracking-status").textContent).toMatch(/^Removed — confirmed by two checks 24 hours apart \(first seen Nov 22, 2026/);
    expect(summary.textContent).not.toContain("Next check");
    const rows = screen.getAllByTestId("removal-check");
    expect(rows.map((row) => row.getAttribute("data-outcome"))).toEqual(["soft-404", "removed"]);
    expect(within(rows[0]).getByTestId("check-outcome").textContent).toBe("Removed: the site shows its not-found page");
    expect(within(rows[0]).getByTestId("check-reason").textContent).toBe("The page says the content was not found or was removed.");
    expect(within(rows[1]).getByTestId("check-outcome").textContent).toBe("Gone (HTTP 404)");
    expect(rows[1].textContent).toContain("The page");
    const sha = within(rows[1]).getByTestId("check-sha");
    expect(sha.getAttribute("title")).toBe("1".repeat(64));
    expect(sha.textContent).toBe(`${"1".repeat(12)}…`);
  });

  it("says a 403 is restricted, not removed, and never confirms removal while removed checks are unconfirmed", async () => {
    const checks = [
      removalCheck(3, { outcome: "restricted", reason: "http-403", httpStatus: 403 }),
      removalCheck(2, { outcome: "removed", reason: "http-404", httpStatus: 404 }),
    ];
    serveTracking(tracking({ status: "restricted", checks }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    const status = await screen.findByTestId("tracking-status");
    expect(status.textContent).toBe("Restricted — the page answers 403: access is blocked, the content is not removed");
    expect(screen.getByTestId("tracking-summary").textContent).toContain("Next check Nov 22, 2026");
    expect(screen.getByTestId("leak-removal-checks").textContent).not.toContain("confirmed");
    const [restricted] = screen.getAllByTestId("removal-check");
    expect(within(restricted).getByTestId("check-outcome").textContent).toBe("Access blocked (HTTP 403) — not removed");
    expect(within(restricted).getByTestId("check-reason").textContent).toBe("The site refuses access; the content may still be there.");
  });

  it("says a delisted leak is only gone from search while its page is still up", async () => {
    const checks = [
      removalCheck(3, { id: "s3", target: "search", url: "https://search.example/search?q=tube", outcome: "not-listed", reason: "not-listed", finalUrl: null, bodySha256: null }),
      removalCheck(3, { outcome: "up", reason: "media-matches" }),
    ];
    serveTracking(tracking({ status: "delisted", checks }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-status")).textContent).toBe("Delisted from search only — the page is still up at the site");
    const rows = screen.getAllByTestId("removal-check");
    const search = rows.find((row) => row.getAttribute("data-outcome") === "not-listed");
    const page = rows.find((row) => row.getAttribute("data-outcome") === "up");
    expect(search?.textContent).toContain("Search results at search.example");
    expect(within(search!).getByTestId("check-outcome").textContent).toBe("No longer listed in search");
    expect(within(page!).getByTestId("check-outcome").textContent).toBe("Still online");
    expect(within(page!).getByTestId("check-reason").textContent).toBe("Your picture is still on the page.");
  });

  it("shows a check's stored evidence as pretty-printed JSON behind a disclosure", async () => {
    const evidence = { page: { status: 404, finalUrl: "https://tube.example/video/1", headers: { server: "nginx" } }, probe: null };
    serveTracking(tracking({ checks: [removalCheck(2, { outcome: "removed", reason: "http-404", httpStatus: 404, evidence })] }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    const disclosure = (await screen.findByTestId("check-evidence")) as HTMLDetailsElement;
    expect(disclosure.open).toBe(false);
    fireEvent.click(within(disclosure).getByText("Evidence"));
    expect(disclosure.open).toBe(true);
    expect(disclosure.querySelector("pre")?.textContent).toBe(JSON.stringify(evidence, null, 2));
  });

  it("says a silent site could not be told apart", async () => {
    serveTracking(tracking({ checks: [removalCheck(2, { outcome: "unknown", reason: "timeout", httpStatus: null, finalUrl: null, bodySha256: null })] }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    const row = await screen.findByTestId("removal-check");
    expect(within(row).getByTestId("check-outcome").textContent).toBe("Could not tell (the site did not answer)");
    expect(within(row).getByTestId("check-reason").textContent).toBe("The site did not answer in time.");
  });

  it("shows the escalation's next step with its date and why", async () => {
    serveTracking(tracking({ status: "restricted", nextStep: { wave: 2, action: "host-cdn-processor", due: "2026-12-01T12:00:00.000Z", reason: "escalate_host" } }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    const step = await screen.findByTestId("tracking-next-step");
    expect(step.textContent).toMatch(/^Next step \(wave 2\) on Dec 1, 2026, .+: notices to the hosting provider, the CDN and, where known, the payment processor\. The content is still online 10 days after the first notice\.$/);
  });

  it("says a case was handed over, and links a re-upload to the case it continues", async () => {
    serveTracking(tracking({ status: "escalated", handedOverAt: "2026-12-08T12:00:00.000Z", parentLeakId: leakId(7), nextCheckAt: null }));
    renderWithProviders(<LeakRemovalChecks leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-handed-over")).textContent).toBe(
      "Handed over for legal action on Dec 8, 2026: the notices had no effect. Download the evidence pack for your lawyer.",
    );
    const parent = screen.getByTestId("tracking-parent");
    expect(parent.textContent).toBe("This is a re-upload of content that was removed before. Open the original case");
    expect(within(parent).getByRole("link").getAttribute("href")).toBe(`/leaks/${leakId(7)}`);
    expect(screen.queryByTestId("tracking-next-step")).toBeNull();
  });
});
