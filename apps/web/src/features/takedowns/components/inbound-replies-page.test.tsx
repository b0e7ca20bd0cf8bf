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

describe("InboundRepliesPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each unmatched reply raw, with its sender and recipient", async () => {
    serveApi((key) => (key === "GET /api/admin/inbound-replies" ? { body: { replies: [reply] } } : undefined));
    renderWithProviders(<InboundRepliesPage />);
    const card = await screen.findByTestId("inbound-reply");
    expect(screen.getByRole("heading", { level: 1, name: "Unmatched replies" })).toBeTruthy();
    expect(card.textContent).toContain("From support@host.example");
    expect(card.textContent).toContain("To notices@unleak.example");
    expect(card.querySelector("pre")?.textContent).toBe(reply.raw);
  });

  it("says when every reply was matched", async () => {
    serveApi((key) => (key === "GET /api/admin/inbound-replies" ? { body: { replies: [] } } : undefined));
    renderWithProviders(<InboundRepliesPage />);
    expect(await screen.findByText("Every reply was matched to its notice.")).toBeTruthy();
  });
});
