import type { CrashGroupList, CrashReportView, ServiceHealth } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ServiceHealthPage } from "./service-health-page";

const typeErrorId = "7f0c2a52-9f0e-4a55-8a53-2f6b7f0f4c11";

const health: ServiceHealth = {
  takedowns: { waiting: 4, failed: 1, unparsedReplies: 2, unthreadedReplies: 0 },
  jobs: [
    { name: "mail-deliver", waiting: 0, active: 0, failed: 3, completed: 40, retryable: 3 },
    { name: "scan-run", waiting: 2, active: 1, failed: 0, completed: 12, retryable: 0 },
  ],
  sites: {
    target: "sandbox",
    sites: [
      { id: "vidleakr", name: "Vidleakr", category: "tube", health: "errors", lastCrawledAt: "2026-11-20T10:00:00.000Z", siteErrors: 2 },
      { id: "loopnet", name: "Loopnet", category: "forum", health: "unknown", lastCrawledAt: null, siteErrors: null },
    ],
  },
  mail: {
    mode: "outbox",
    byStatus: [
      { status: "kept", count: 7 },
      { status: "failed", count: 1 },
    ],
    newest: [{ id: "1c9a4d8e-2b7f-4f0e-9a1d-3e5c7b9d1f20", channel: "email", to: "nova@example.test", subject: "Confirm your e-mail address", status: "kept", error: null, createdAt: "2026-11-20T09:00:00.000Z" }],
  },
};

const groups: CrashGroupList = {
  groups: [
    { id: typeErrorId, message: "TypeError: leaks is undefined", count: 3, firstSeen: "2026-11-01T10:00:00.000Z", lastSeen: "2026-11-04T08:30:00.000Z" },
    { id: "2a4f6c8e-0b1d-4e3f-8a5b-7c9d1e3f5a7b", message: "ChunkLoadError: Loading chunk 7 failed", count: 1, firstSeen: "2026-11-02T09:00:00.000Z", lastSeen: "2026-11-02T09:00:00.000Z" },
  ],
};

const report: CrashReportView = {
  report: {
    id: typeErrorId,
    message: "TypeError: leaks is undefined",
    stack: "TypeError: leaks is undefined\n    at LeakList (leaks.tsx:15)",
    componentStack: "\n    at Dashboard",
    userAgent: "Chrome/141",
    userEmail: "nova@example.test",
    reportedAt: "2026-11-04T08:30:00.000Z",
  },
  group: { message: "TypeError: leaks is undefined", count: 3, firstSeen: "2026-11-01T10:00:00.000Z", lastSeen: "2026-11-04T08:30:00.000Z" },
  others: [
    { id: "3b5d7f9a-1c2e-4f4a-9b6c-8d0e2f4a6b8c", message: "TypeError: leaks is undefined", stack: "at LeakList (leaks.tsx:14)", componentStack: null, userAgent: "Firefox/140", userEmail: null, reportedAt: "2026-11-03T10:00:00.000Z" },
  ],
};

/** Answers the page's GETs by URL and records each POST's URL. */
function stubApi(answers: Record<string, unknown>) {
  const posted: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "POST") {
      posted.push(url);
      return Response.json({ retried: 3 });
    }
    return url in answers ? Response.json(answers[url]) : Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 });
  });
  return posted;
}

describe("ServiceHealthPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the crash groups with their counts and opens a group's stacks", async () => {
    stubApi({ "/api/admin/health": health, "/api/admin/crash-reports": groups, [`/api/admin/crash-reports/${typeErrorId}`]: report });
    renderWithProviders(<ServiceHealthPage />);
    const rows = await screen.findAllByTestId("crash-group-row");
    expect(rows.map((row) => [...row.querySelectorAll("td")].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ["TypeError: leaks is undefined", "3"],
      ["ChunkLoadError: Loading chunk 7 failed", "1"],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Show the stacks of TypeError: leaks is undefined" }));
    const dialog = await screen.findByRole("dialog", { name: "TypeError: leaks is undefined" });
    const [stack] = await within(dialog).findAllByTestId("crash-stack");
    expect(stack!.tagName).toBe("PRE");
    expect(stack!.textContent).toBe("TypeError: leaks is undefined\n    at LeakList (leaks.tsx:15)");
    expect(within(dialog).getByText("Reported 3 times.")).toBeTruthy();
    expect(within(dialog).getByText(/nova@example\.test · Chrome\/141/)).toBeTruthy();
    expect(within(dialog).getByText("1 other report")).toBeTruthy();
    expect(within(dialog).getAllByTestId("crash-other")[0]!.textContent).toContain("A visitor · Firefox/140");
  });

  it("shows the queues, sites and outbox, and retries a kind's failed jobs", async () => {
    const posted = stubApi({ "/api/admin/health": health, "/api/admin/crash-reports": { groups: [] } });
    renderWithProviders(<ServiceHealthPage />);
    const takedowns = await screen.findByTestId("health-takedowns");
    expect(within(takedowns).getAllByTestId("health-figure").map((figure) => figure.textContent)).toEqual([
      "4Notices waiting to be sent",
      "1Notices failed",
      "2Replies not understood",
      "0Replies without a notice",
    ]);
    expect(within(takedowns).getByRole("link", { name: /Replies not understood/ }).getAttribute("href")).toBe("/admin/inbound");
    expect(within(takedowns).getByRole("link", { name: "Open the takedown overview" }).getAttribute("href")).toBe("/admin/takedowns");

    const [mail, scan] = screen.getAllByTestId("job-queue-row");
    expect([...mail!.querySelectorAll("td")].slice(0, 5).map((cell) => cell.textContent)).toEqual(["mail-deliver", "0", "0", "3", "40"]);
    expect(within(scan!).getByRole("button", { name: "Retry the failed jobs of scan-run" })).toHaveProperty("disabled", true);
    fireEvent.click(within(mail!).getByRole("button", { name: "Retry the failed jobs of mail-deliver" }));
    await waitFor(() => expect(posted).toEqual(["/api/admin/jobs/mail-deliver/retry"]));

    const sites = screen.getAllByTestId("site-health-row").map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
    expect(sites[0]![0]).toBe("Vidleakr");
    expect(sites[0]![1]).toBe("Errors");
    expect(sites[0]![3]).toBe("The last crawl could not read 2 sites");
    expect(sites[1]).toEqual(["Loopnet", "Not crawled yet", "Never", "–"]);

    const outbox = screen.getByTestId("health-mail");
    expect(within(outbox).getAllByTestId("health-figure").map((figure) => figure.textContent)).toEqual(["7Kept", "1Failed"]);
    expect(within(outbox).getByTestId("health-mail-row").textContent).toContain("Confirm your e-mail address");
    expect(within(outbox).getByRole("link", { name: "Open the mail outbox" }).getAttribute("href")).toBe("/admin/outbox");
    expect(screen.getByText("No crash reported: the web app has not crashed.")).toBeTruthy();
  });

  it("says so when nothing has run yet", async () => {
    stubApi({
      "/api/admin/health": { ...health, jobs: [], sites: { target: "live", sites: [] }, mail: { mode: "smtp", byStatus: [], newest: [] } },
      "/api/admin/crash-reports": { groups: [] },
    });
    renderWithProviders(<ServiceHealthPage />);
    expect(await screen.findByText("No job has been queued yet.")).toBeTruthy();
    expect(screen.getByText("The registry has no sites.")).toBeTruthy();
    expect(screen.getByText("No message has been written yet.")).toBeTruthy();
  });
});
