import type { AdminPayout } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminPayoutQueue } from "./admin-payout-queue";

const requested: AdminPayout = {
  id: "0b6f3c2e-1111-4a2b-9c3d-000000000001",
  amountCents: 6980,
  currency: "eur",
  method: "bank_transfer",
  details: { iban: "DE89370400440532013000", holder: "Cleo Affiliate" },
  status: "requested",
  note: null,
  createdAt: "2026-11-28T10:00:00.000Z",
  decidedAt: null,
  paidAt: null,
  user: { id: "user-1", email: "cleo@example.test" },
  commissions: 2,
  reversedCents: 3980,
};

const listed: string[] = [];
const decisions: Array<{ url: string; body: unknown }> = [];

function fakeServer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if ((init.method ?? "GET") === "GET") {
    listed.push(url);
    const status = new URL(url, "http://x").searchParams.get("status");
    return Promise.resolve(Response.json({ payouts: status === "requested" ? [requested] : [{ ...requested, status: "approved" }] }));
  }
  decisions.push({ url, body: JSON.parse(String(init.body)) });
  return Promise.resolve(Response.json({ ...requested, status: "approved" }));
}

describe("the payout queue", () => {
  beforeEach(() => {
    listed.length = 0;
    decisions.length = 0;
    vi.stubGlobal("fetch", vi.fn(fakeServer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each request with the account, the amount, where to pay and what refunds took out", async () => {
    renderWithProviders(<AdminPayoutQueue />);
    const card = await screen.findByTestId("payout-request");
    expect(listed).toEqual(["/api/admin/payouts?status=requested"]);
    expect(within(card).getByText("€69.80")).toBeTruthy();
    expect(within(card).getByText("cleo@example.test")).toBeTruthy();
    expect(within(card).getByText("Bank transfer")).toBeTruthy();
    expect(within(card).getByText("DE89370400440532013000 · Cleo Affiliate")).toBeTruthy();
    expect(within(card).getByText(/€39\.80 reversed by refunds, already deducted/)).toBeTruthy();
  });

  it("approves a request, and refuses to reject one without a note", async () => {
    renderWithProviders(<AdminPayoutQueue />);
    const card = await screen.findByTestId("payout-request");
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    expect(within(card).getByText("Please write a note to reject the request.")).toBeTruthy();
    expect(decisions).toEqual([]);
    fireEvent.click(within(card).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(decisions).toEqual([{ url: `/api/admin/payouts/${requested.id}/decision`, body: { decision: "approve" } }]));
  });

  it("offers to mark an approved request paid", async () => {
    renderWithProviders(<AdminPayoutQueue />, { path: "/admin/payouts?status=approved" });
    const card = await screen.findByTestId("payout-request");
    fireEvent.change(within(card).getByLabelText(/Note to the affiliate/), { target: { value: "Sent on Monday" } });
    fireEvent.click(within(card).getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(decisions).toEqual([{ url: `/api/admin/payouts/${requested.id}/decision`, body: { decision: "paid", note: "Sent on Monday" } }]));
  });
});
