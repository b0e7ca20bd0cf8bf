import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi } from "../testing/fixtures";
import { InboundRepliesPage } from "./inbound-replies-page";

const reply = {
  id: "i1",
  kind: "unparsed" as const,
  from: "support@host.example",
  to: "notices@unleak.example",
  subject: "Your complaint",
  text: "We looked into it.",
  raw: "From: support@host.example\nSubject: Your complaint\n\nWe looked into it.",
  ticket: null,
  reason: null,
  receivedAt: "2026-11-22T07:00:00.000Z",
};

const unparsed = {
  ...reply,
  id: "u1",
  from: "dmca@vidleakr.example",
  to: "notices+UL-7K3QX9@unleak.example",
  subject: "Re: UL-7K3QX9",
  raw: "From: dmca@vidleakr.example\nSubject: Re: UL-7K3QX9\n\nWe might look at it.",
  notice: { id: "n1", reference: "UL-7K3QX9", recipientName: "Vidleakr", address: "dmca@vidleakr.example", status: "sent" as const, creatorId: "nova", creatorName: "Nova Quill" },
};

describe("InboundRepliesPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each unmatched reply raw, with its sender and recipient", async () => {
    serveApi((key) => (key === "GET /api/admin/inbound-replies" ? { body: { replies: [reply], unparsed: [] } } : undefined));
    renderWithProviders(<InboundRepliesPage />);
    const card = await screen.findByTestId("inbound-reply");
    expect(screen.getByRole("heading", { level: 1, name: "Unmatched replies" })).toBeTruthy();
    expect(card.textContent).toContain("From support@host.example");
    expect(card.textContent).toContain("To notices@unleak.example");
    expect(card.querySelector("pre")?.textContent).toBe(reply.raw);
  });

  it("says when every reply was matched", async () => {
    serveApi((key) => (key === "GET /api/admin/inbound-replies" ? { body: { replies: [], unparsed: [] } } : undefined));
    renderWithProviders(<InboundRepliesPage />);
    expect(await screen.findByText("Every reply was matched to its notice.")).toBeTruthy();
    expect(screen.getByText("Every matched reply was understood.")).toBeTruthy();
  });

  it("shows each reply matched but not understood with its notice, its creator and the raw message", async () => {
    serveApi((key) => (key === "GET /api/admin/inbound-replies" ? { body: { replies: [reply], unparsed: [unparsed] } } : undefined));
    renderWithProviders(<InboundRepliesPage />);
    const card = await screen.findByTestId("unparsed-reply");
    expect(screen.getByRole("heading", { level: 2, name: "Matched but not understood" })).toBeTruthy();
    expect(screen.getByTestId("unparsed-notice").textContent).toBe("Notice UL-7K3QX9 to Vidleakr (dmca@vidleakr.example), Sent · Creator: Nova Quill");
    expect(card.textContent).toContain("From dmca@vidleakr.example");
    expect(card.querySelector("pre")?.textContent).toBe(unparsed.raw);
    // The unmatched one stays in its own section, without a notice.
    expect(screen.getByTestId("inbound-reply").querySelector("[data-testid=unparsed-notice]")).toBeNull();
  });
});
