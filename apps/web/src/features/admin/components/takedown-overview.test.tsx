import type { TakedownOverview } from "@unleak/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { TakedownOverviewPage } from "./takedown-overview";

const overview: TakedownOverview = {
  byStatus: [
    { status: "sent", notices: 12 },
    { status: "failed", notices: 1 },
  ],
  failures: [{ id: "n1", reference: "UL-7K3QX9", recipientName: "Vidleakr", address: "dmca@vidleakr.example", status: "failed", lastError: "550 No such user", createdAt: "2026-11-20T10:00:00.000Z" }],
  queue: [
    {
      id: "q1",
      reference: "UL-Q1",
      status: "queued",
      recipientName: "Vidleakr",
      recipientKind: "site",
      address: "dmca@vidleakr.example",
      creatorId: "nova",
      creatorName: "Nova Quill",
      wave: 1,
      createdAt: "2026-11-20T04:00:00.000Z",
      ageHours: 6.5,
      attempts: 2,
      lastError: "421 try again later",
      nextAttemptAt: "2026-11-20T11:00:00.000Z",
    },
    { id: "q2", reference: "UL-Q2", status: "sending", recipientName: "Loopnet", recipientKind: "host", address: "abuse@loopnet.example", creatorId: "mira", creatorName: null, wave: 2, createdAt: "2026-11-20T09:00:00.000Z", ageHours: 1, attempts: 1, lastError: null, nextAttemptAt: null },
  ],
  unthreadedReplies: 2,
  unparsedReplies: 1,
  byRecipient: [{ recipientName: "Vidleakr", recipientKind: "site", address: "dmca@vidleakr.example", notices: 13, answered: 9, leaksRemoved: 7, medianHoursToRemoval: 5.5 }],
  byHost: [{ host: "vidleakr.localhost", leaks: 8, notices: 15, answered: 10, removed: 7, delistedOnly: 0, failed: 1, medianHoursToRemoval: 5.5 }],
};

describe("TakedownOverviewPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the queue by status, each failure with its reason, the unthreaded replies and the recipients' numbers", async () => {
    vi.stubGlobal("fetch", async () => Response.json(overview));
    renderWithProviders(<TakedownOverviewPage />);
    const page = await screen.findByTestId("takedown-overview");
    expect(within(page).getAllByTestId("status-count").map((item) => item.textContent)).toEqual(["Sent: 12", "Failed: 1"]);
    const failure = within(page).getByTestId("failure");
    expect(failure.textContent).toContain("UL-7K3QX9");
    expect(failure.textContent).toContain("550 No such user");
    expect(within(page).getByRole("link", { name: "2 replies no notice was found for" }).getAttribute("href")).toBe("/admin/inbound");
    const row = within(page).getByTestId("recipient-row");
    expect([...row.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["Vidleakr (dmca@vidleakr.example)", "13", "9", "7", "5.5"]);
  });

  it("lists the queue with recipient, creator, wave, age, attempts and next attempt, the unparsed replies and the hosts' numbers", async () => {
    vi.stubGlobal("fetch", async () => Response.json(overview));
    renderWithProviders(<TakedownOverviewPage />);
    const page = await screen.findByTestId("takedown-overview");
    const headings = [...within(page).getByTestId("notice-queue").querySelectorAll("th")].map((cell) => cell.textContent);
    expect(headings).toEqual(["Notice", "Recipient", "Creator", "Wave", "Age", "Attempts", "Next attempt"]);
    const [first, second] = within(page).getAllByTestId("queue-row").map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
    expect(first!.slice(0, 6)).toEqual(["UL-Q1Queued", "Vidleakr (dmca@vidleakr.example)", "Nova Quill", "1", "6.5 hr", "2421 try again later"]);
    expect(first![6]).toBe(new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date("2026-11-20T11:00:00.000Z")));
    // No stage name: the creator's id; an attempt under way has no next one.
    expect(second).toEqual(["UL-Q2Sending", "Loopnet (abuse@loopnet.example)", "mira", "2", "1 hr", "1", "Being sent now"]);
    expect(within(page).getByRole("link", { name: "1 reply threaded to its notice but not understood" }).getAttribute("href")).toBe("/admin/inbound");
    const host = within(page).getByTestId("host-row");
    expect([...host.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["vidleakr.localhost", "8", "15", "10", "7", "0", "1", "5.5"]);
  });
});
