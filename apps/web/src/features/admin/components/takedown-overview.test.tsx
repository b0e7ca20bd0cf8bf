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
  unthreadedReplies: 2,
  byRecipient: [{ recipientName: "Vidleakr", recipientKind: "site", address: "dmca@vidleakr.example", notices: 13, answered: 9, leaksRemoved: 7, medianHoursToRemoval: 5.5 }],
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
});
