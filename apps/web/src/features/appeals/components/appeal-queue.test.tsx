import type { AdminAppeal, AppealQueue as Queue } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AppealQueue } from "./appeal-queue";

const id = "0b6f3c2e-1111-4a2b-9c3d-000000000001";
const open: AdminAppeal = {
  id,
  status: "open",
  user: { id: "user-1", email: "nova@example.test" },
  contactEmail: "nova.quill@example.test",
  explanation: "These are my own photos.",
  ban: { id: "0b6f3c2e-1111-4a2b-9c3d-000000000002", reason: "Reported as impersonation", bannedAt: "2026-11-20T10:00:00.000Z", adminNotes: "Two reports", active: true },
  evidence: [
    { name: "screenshot.png", contentType: "image/png", bytes: 2048, url: "/files/appeals/u/a.png?expires=1&signature=a" },
    { name: "contract.pdf", contentType: "application/pdf", bytes: 1024, url: "/files/appeals/u/b.pdf?expires=1&signature=b" },
  ],
  createdAt: "2026-11-21T09:30:00.000Z",
  response: null,
  decidedBy: null,
  decidedAt: null,
};
const kept: AdminAppeal = { ...open, id: "0b6f3c2e-1111-4a2b-9c3d-000000000003", status: "kept", response: "The reports were confirmed.", decidedBy: { id: "admin-1", email: "admin@example.test" }, decidedAt: "2026-11-22T12:00:00.000Z" };

let lists: Record<string, Queue>;
const requested: string[] = [];
const decisions: Array<{ url: string; body: unknown }> = [];

function fakeServer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if ((init.method ?? "GET") === "GET") {
    requested.push(url);
    return Promise.resolve(Response.json(lists[new URL(url, "http://x").searchParams.get("status") ?? "open"]));
  }
  decisions.push({ url, body: JSON.parse(String(init.body)) });
  return Promise.resolve(Response.json({ id, status: "lifted", response: "ok", decidedAt: "2026-11-22T12:00:00.000Z" }));
}

describe("the appeals queue", () => {
  beforeEach(() => {
    lists = { open: { appeals: [open] }, lifted: { appeals: [] }, kept: { appeals: [kept] } };
    requested.length = 0;
    decisions.length = 0;
    vi.stubGlobal("fetch", vi.fn(fakeServer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each open appeal with the user, the suspension, the explanation and the evidence", async () => {
    renderWithProviders(<AppealQueue />);
    const card = await screen.findByTestId("appeal");
    expect(requested).toEqual(["/api/admin/appeals?status=open"]);
    expect(within(card).getByText("nova@example.test")).toBeTruthy();
    expect(within(card).getByText("nova.quill@example.test")).toBeTruthy();
    expect(within(card).getByText("These are my own photos.")).toBeTruthy();
    expect(within(card).getByText("Reported as impersonation")).toBeTruthy();
    expect(within(card).getByText("Two reports")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "screenshot.png" }).getAttribute("src")).toBe(open.evidence[0]!.url);
    expect(within(card).getByRole("link", { name: "contract.pdf" }).getAttribute("href")).toBe(open.evidence[1]!.url);
  });

  it("sends the decision with the answer, and asks for the answer first", async () => {
    renderWithProviders(<AppealQueue />);
    const card = await screen.findByTestId("appeal");
    fireEvent.click(within(card).getByRole("button", { name: "Lift the ban" }));
    expect(within(card).getByText("Please write the answer the user will read.")).toBeTruthy();
    expect(decisions).toEqual([]);

    fireEvent.change(within(card).getByLabelText("Answer"), { target: { value: "  We checked: the photos are yours.  " } });
    fireEvent.click(within(card).getByRole("button", { name: "Lift the ban" }));
    await waitFor(() => expect(decisions).toEqual([{ url: `/api/admin/appeals/${id}/decision`, body: { decision: "lift", response: "We checked: the photos are yours." } }]));
    await waitFor(() => expect((within(card).getByRole("button", { name: "Keep the ban" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(card).getByRole("button", { name: "Keep the ban" }));
    await waitFor(() => expect(decisions[1]).toEqual({ url: `/api/admin/appeals/${id}/decision`, body: { decision: "keep", response: "We checked: the photos are yours." } }));
  });

  it("shows the decided ones with the answer and who gave it", async () => {
    renderWithProviders(<AppealQueue />, { path: "/admin/appeals?status=kept" });
    const card = await screen.findByTestId("appeal");
    expect(requested).toEqual(["/api/admin/appeals?status=kept"]);
    expect(within(card).getByText("The reports were confirmed.")).toBeTruthy();
    expect(within(card).getByText(/^Decided by admin@example.test on /)).toBeTruthy();
    expect(within(card).queryByLabelText("Answer")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Lifted" }));
    expect(await screen.findByText("No appeal has been accepted yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Lifted" }).getAttribute("aria-pressed")).toBe("true");
  });
});
