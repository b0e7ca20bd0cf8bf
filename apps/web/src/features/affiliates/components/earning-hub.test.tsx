import type { Commission, CommissionPage, EarningHub as Hub, Payout } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { EarningHub } from "./earning-hub";

const programme = { commissionRatePercent: 20, holdDays: 14, cookieDays: 30, payoutMinimumCents: 5000, payoutMethods: ["bank_transfer", "paypal"] as Hub["programme"]["payoutMethods"], currency: "eur" };
const baseHub: Hub = { code: "abc234xyz9", link: "http://localhost:3999/?ref=abc234xyz9", clicks: 7, signUps: 3, payingReferrals: 2, pendingCents: 3980, availableCents: 6980, paidCents: 0, currency: "eur", programme };
const commission = (index: number, status: Commission["status"]): Commission => ({
  id: `0b6f3c2e-1111-4a2b-9c3d-${String(index).padStart(12, "0")}`,
  invoiceAmountCents: 19900,
  amountCents: 3980,
  currency: "eur",
  rateBasisPoints: 2000,
  status,
  availableAt: "2026-12-12T10:00:00.000Z",
  createdAt: "2026-11-28T10:00:00.000Z",
  reversedAt: status === "reversed" ? "2026-11-29T10:00:00.000Z" : null,
});

let hub: Hub;
let pages: Record<string, CommissionPage>;
let payouts: Payout[];
const posted: unknown[] = [];

function fakeServer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, "http://x");
  if (url.pathname === "/api/affiliates/me") return Promise.resolve(Response.json(hub));
  if (url.pathname === "/api/affiliates/commissions") return Promise.resolve(Response.json(pages[url.searchParams.get("page") ?? "1"]));
  if (url.pathname === "/api/affiliates/payouts" && (init.method ?? "GET") === "GET") return Promise.resolve(Response.json({ payouts }));
  posted.push(JSON.parse(String(init.body)));
  const payout: Payout = { id: "0b6f3c2e-1111-4a2b-9c3d-999999999999", amountCents: hub.availableCents, currency: "eur", method: "bank_transfer", details: {}, status: "requested", note: null, createdAt: "2026-11-28T10:00:00.000Z", decidedAt: null, paidAt: null };
  payouts = [payout];
  hub = { ...hub, availableCents: 0 };
  return Promise.resolve(Response.json(payout, { status: 201 }));
}

describe("the earning hub", () => {
  beforeEach(() => {
    hub = baseHub;
    pages = {
      "1": { commissions: Array.from({ length: 20 }, (_, index) => commission(index, index === 0 ? "reversed" : "pending")), page: 1, pageSize: 20, total: 21 },
      "2": { commissions: [commission(20, "paid")], page: 2, pageSize: 20, total: 21 },
    };
    payouts = [];
    posted.length = 0;
    vi.stubGlobal("fetch", vi.fn(fakeServer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the referral link, the counts and the balance in the programme's currency", async () => {
    renderWithProviders(<EarningHub />);
    expect(((await screen.findByTestId("referral-link")) as HTMLInputElement).value).toBe("http://localhost:3999/?ref=abc234xyz9");
    expect(screen.getByTestId("hub-clicks").textContent).toContain("7");
    expect(screen.getByTestId("hub-sign-ups").textContent).toContain("3");
    expect(screen.getByTestId("hub-paying").textContent).toContain("2");
    expect(screen.getByTestId("hub-pending").textContent).toContain("€39.80");
    expect(screen.getByTestId("hub-pending").textContent).toContain("14-day refund window");
    expect(screen.getByTestId("hub-available").textContent).toContain("€69.80");
    expect(screen.getByText(/20 % of every paid invoice/)).toBeTruthy();
  });

  it("copies the referral link", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<EarningHub />);
    fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    await screen.findByRole("button", { name: "Copied" });
    expect(writeText).toHaveBeenCalledWith("http://localhost:3999/?ref=abc234xyz9");
  });

  it("pages through the commission history, a reversed one marked", async () => {
    renderWithProviders(<EarningHub />);
    const table = await screen.findByTestId("commission-history");
    expect(within(table).getAllByTestId("commission-row")).toHaveLength(20);
    expect(within(table).getByText("Reversed")).toBeTruthy();
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(within(screen.getByTestId("commission-history")).getAllByTestId("commission-row")).toHaveLength(1));
    expect(within(screen.getByTestId("commission-history")).getByText("Paid")).toBeTruthy();
  });

  it("refuses an invalid IBAN before sending, then requests the payout and lists it", async () => {
    renderWithProviders(<EarningHub />);
    const form = await screen.findByTestId("payout-form");
    fireEvent.change(within(form).getByLabelText(/IBAN/), { target: { value: "DE00 3704 0044 0532 0130 00" } });
    fireEvent.change(within(form).getByLabelText(/Account holder/), { target: { value: "Nova Quill" } });
    fireEvent.click(within(form).getByRole("button", { name: "Request payout of €69.80" }));
    expect(await within(form).findByText("Please enter a valid IBAN.")).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/IBAN/), { target: { value: "DE89 3704 0044 0532 0130 00" } });
    fireEvent.click(within(form).getByRole("button", { name: "Request payout of €69.80" }));
    await waitFor(() => expect(posted).toEqual([{ method: "bank_transfer", details: { iban: "DE89370400440532013000", holder: "Nova Quill" } }]));
    expect(await screen.findByTestId("my-payouts")).toBeTruthy();
    const row = within(screen.getByTestId("my-payouts")).getAllByRole("row")[1]!;
    expect(row.textContent).toContain("€69.80");
    expect(row.textContent).toContain("Bank transfer");
    expect(row.textContent).toContain("Requested");
  });

  it("says how much is missing below the payout minimum, and offers no request", async () => {
    hub = { ...baseHub, availableCents: 1200 };
    renderWithProviders(<EarningHub />);
    expect(await screen.findByText("You can request a payout once €50.00 are available. Available now: €12.00.")).toBeTruthy();
    expect(screen.queryByTestId("payout-form")).toBeNull();
  });
});
