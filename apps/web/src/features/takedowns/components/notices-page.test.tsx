import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi, summary } from "../testing/fixtures";
import { NoticesPage } from "./notices-page";

describe("NoticesPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the notices with their reference, recipient, channel, basis, URLs, status, sent at and ticket", async () => {
    serveApi((key) => (key === "GET /api/notices" ? { body: { notices: [summary, { ...summary, id: "n2", reference: "UNL-2", status: "queued", sentAt: null, ticket: null }], page: 1, pageSize: 25, total: 2 } } : undefined));
    renderWithProviders(<NoticesPage />);
    const [sent, queued] = await screen.findAllByTestId("notice-row");
    const cells = within(sent).getAllByRole("cell").map((cell) => cell.textContent);
    expect(cells).toEqual(["UNL-2026-000123", "Hostco", "Hosting provider", "E-mail: abuse@hostco.example", "DMCA §512(c)(3)", "2", "Sent", expect.stringContaining("2026"), "HC-991"]);
    expect(within(sent).getByRole("link", { name: "UNL-2026-000123" }).getAttribute("href")).toBe(`/notices/${summary.id}`);
    expect(within(queued).getByTestId("notice-status").textContent).toBe("Queued");
    expect(queued.textContent).toContain("Not yet");
  });

  it("filters by status and pages through the notices", async () => {
    const calls = serveApi((key) => (key === "GET /api/notices" ? { body: { notices: [summary], page: 1, pageSize: 25, total: 60 } } : undefined));
    const { router } = renderWithProviders(<NoticesPage />, { path: "/notices" });
    await screen.findByTestId("notice-table");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "rejected" } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/notices?status=rejected&page=1&pageSize=25"));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=rejected&page=2"));
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/notices?status=rejected&page=2&pageSize=25"));
  });

  it("explains that notices appear after a removal request", async () => {
    serveApi((key) => (key === "GET /api/notices" ? { body: { notices: [], page: 1, pageSize: 25, total: 0 } } : undefined));
    renderWithProviders(<NoticesPage />);
    expect((await screen.findByTestId("notices-empty")).textContent).toContain("once you request removal");
    expect(screen.getByRole("link", { name: "Request Removal" }).getAttribute("href")).toBe("/request-removal");
  });
});
