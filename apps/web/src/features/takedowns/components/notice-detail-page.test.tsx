import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { detail, serveApi } from "../testing/fixtures";
import { NoticeDetailPage } from "./notice-detail-page";

const replies = [
  { id: "r1", kind: "acknowledged" as const, from: "abuse@hostco.example", subject: "Re: DMCA", text: "Ticket HC-991 opened.", ticket: "HC-991", reason: null, receivedAt: "2026-11-21T09:00:00.000Z" },
  { id: "r2", kind: "unparsed" as const, from: "noreply@hostco.example", subject: "Auto", text: "<b>Weird</b>\n  format", ticket: null, reason: null, receivedAt: "2026-11-21T10:00:00.000Z" },
];

describe("NoticeDetailPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the header, the reason, the URLs as links, the text as sent and the PDF link", async () => {
    serveApi((key) => (key === `GET /api/notices/${detail.id}` ? { body: { ...detail, status: "rejected", rejectionReason: "Not our customer" } } : undefined));
    renderWithProviders(<NoticeDetailPage id={detail.id} />);
    expect(await screen.findByRole("heading", { level: 1, name: "UNL-2026-000123" })).toBeTruthy();
    expect(screen.getByTestId("notice-status").textContent).toBe("Rejected");
    const header = screen.getByTestId("notice-header").textContent ?? "";
    for (const text of ["Hostco (Hosting provider)", "abuse@hostco.example", "DMCA §512(c)(3)", "English", "HC-991", "Not our customer"]) expect(header).toContain(text);
    expect(header).toContain("Hosting provider Hostco GmbH's abuse contact, found by RDAP for 203.0.113.7");
    expect(screen.getByRole("link", { name: "https://tube.example/video/1" }).getAttribute("href")).toBe("https://tube.example/video/1");
    expect(screen.getByRole("link", { name: "https://cdn.tube.example/v1.mp4" })).toBeTruthy();
    expect(screen.getByTestId("notice-body").textContent).toBe(detail.body);
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(`/api/notices/${detail.id}/document.pdf`);
  });

  it("shows the log with shortened hashes, the full hash in the title", async () => {
    serveApi((key) => (key === `GET /api/notices/${detail.id}` ? { body: detail } : undefined));
    renderWithProviders(<NoticeDetailPage id={detail.id} />);
    const log = await screen.findByTestId("notice-log");
    const entries = within(log).getAllByRole("listitem");
    expect(entries.map((entry) => entry.getAttribute("data-kind"))).toEqual(["composed", "sent"]);
    const hash = within(entries[0]).getByTitle(detail.events[0].hash);
    expect(hash.textContent).toBe(`${detail.events[0].hash.slice(0, 12)}…`);
    expect(screen.getByTestId("notice-replies").textContent).toContain("No reply yet.");
  });

  it("shows the replies raw, and marks the ones that could not be read", async () => {
    serveApi((key) => (key === `GET /api/notices/${detail.id}` ? { body: { ...detail, replies } } : undefined));
    renderWithProviders(<NoticeDetailPage id={detail.id} />);
    const [read, unread] = await screen.findAllByTestId("notice-reply");
    expect(read.textContent).toContain("Acknowledged");
    expect(read.textContent).toContain("From abuse@hostco.example");
    expect(within(read).queryByTestId("reply-unparsed")).toBeNull();
    expect(within(unread).getByTestId("reply-unparsed").textContent).toBe("We could not read this reply automatically; it is shown as received.");
    expect(unread.querySelector("pre")?.textContent).toBe("<b>Weird</b>\n  format");
  });

  it("says so when the notice does not exist", async () => {
    serveApi(() => undefined);
    renderWithProviders(<NoticeDetailPage id={detail.id} />);
    expect((await screen.findByRole("alert")).textContent).toBe("This notice does not exist.");
  });
});
