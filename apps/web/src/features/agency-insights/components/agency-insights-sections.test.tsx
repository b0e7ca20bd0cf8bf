import type { AgencyAnalytics, AgencyBilling } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AnalyticsSection, BillingSection } from "./agency-insights-sections";

const analytics: AgencyAnalytics = {
  from: "2026-01-05",
  to: "2026-01-25",
  creators: 2,
  totals: { found: 5, requested: 4, removed: 2, removalRate: 0.5, medianHoursToRemoval: 30 },
  byWeek: [
    { week: "2026-01-05", found: 3, removed: 0 },
    { week: "2026-01-12", found: 2, removed: 1 },
    { week: "2026-01-19", found: 0, removed: 1 },
  ],
  bySite: [
    { siteId: "leakbox", siteName: "LeakBox", found: 3, requested: 3, removed: 2, removalRate: 2 / 3, medianHoursToRemoval: 30 },
    { siteId: "erome", siteName: "EroMe", found: 2, requested: 1, removed: 0, removalRate: 0, medianHoursToRemoval: null },
  ],
  lossPrevented: { monthlyLoss: 26.37, currency: "EUR", leaksCounted: 2, estimatedMonthlyViews: 1320 },
};

const unpaid: AgencyBilling = { plan: null, seats: 0, activeCreators: 3, status: null, seatsActive: false, currentPeriodEnd: null, cancelAtPeriodEnd: false, invoices: [] };
const paying: AgencyBilling = {
  plan: "pro",
  seats: 2,
  activeCreators: 3,
  status: "active",
  seatsActive: true,
  currentPeriodEnd: "2026-02-04T10:00:00.000Z",
  cancelAtPeriodEnd: false,
  invoices: [{ id: "in_1", number: "A1B2C3D4-0001", status: "paid", amountDue: 39_800, amountPaid: 39_800, currency: "eur", createdAt: "2026-01-05T10:00:00.000Z", hostedUrl: null }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const me = (role: "owner" | "manager" | "viewer") => ({ agency: { id: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", name: "Velvet Agency", role } });

/** Answers each route by its path; records what was asked. */
function agencyFetch(answers: Record<string, () => Response>) {
  return vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = url.split("?")[0]!;
    return answers[path]?.() ?? json({ error: { code: "NOT_FOUND", message: "" } }, 404);
  });
}
const urlsOf = (fetchMock: ReturnType<typeof agencyFetch>, path: string) => fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith(path));

describe("AnalyticsSection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the roster's figures, the loss prevented with how it is estimated, the weeks, the sites and the CSV of the period", async () => {
    vi.stubGlobal("fetch", agencyFetch({ "/api/agency/analytics": () => json(analytics) }));
    renderWithProviders(<AnalyticsSection />);
    const figure = async (key: string) => (await screen.findByTestId(`agency-figure-${key}`)).textContent;
    expect([await figure("creators"), await figure("found"), await figure("requested"), await figure("removed"), await figure("removalRate"), await figure("medianTime")]).toEqual(["2", "5", "4", "2", "50%", "30 hours"]);
    expect(screen.getByText(/delisted\) is never counted as removed/)).toBeTruthy();

    expect(screen.getByTestId("agency-loss-amount").textContent).toBe("€26.37");
    const loss = screen.getByTestId("agency-loss-prevented");
    expect(within(loss).getByText("Estimated monthly loss prevented")).toBeTruthy();
    expect(within(loss).getByText("From 2 leaks confirmed removed.")).toBeTruthy();
    expect(screen.getByTestId("agency-loss-how").textContent).toContain("It is a model, not a measurement");

    const chart = screen.getByRole("img", { name: "Leaks found and removals confirmed per week" });
    const weeks = within(chart).getAllByTestId("agency-week");
    expect(weeks).toHaveLength(3);
    expect(weeks[1]!.querySelector("title")!.textContent).toBe("Week of Jan 12, 2026: 2 found, 1 removed");

    const rows = within(screen.getByTestId("agency-site-table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent))).toEqual([
      ["LeakBox", "3", "3", "2", "67%", "30 hours"],
      ["EroMe", "2", "1", "0", "0%", "—"],
    ]);
    expect(within(screen.getByTestId("agency-top-sites")).getByText("LeakBox")).toBeTruthy();

    const csv = screen.getByRole("link", { name: "Download CSV" });
    expect(csv.getAttribute("href")).toBe("/api/agency/analytics.csv?from=2026-01-05&to=2026-01-25");
    expect(csv.hasAttribute("download")).toBe(true);
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-01-05");
  });

  it("asks for the period chosen, and refuses an impossible one without asking", async () => {
    const fetchMock = agencyFetch({ "/api/agency/analytics": () => json(analytics) });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<AnalyticsSection />);
    const from = (await screen.findByLabelText("From")) as HTMLInputElement;
    expect(urlsOf(fetchMock, "/api/agency/analytics")).toEqual(["/api/agency/analytics"]);

    fireEvent.change(from, { target: { value: "2026-02-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert").textContent).toContain("at most a year apart");
    expect(urlsOf(fetchMock, "/api/agency/analytics")).toHaveLength(1);

    fireEvent.change(from, { target: { value: "2026-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(urlsOf(fetchMock, "/api/agency/analytics")).toContain("/api/agency/analytics?from=2026-01-01&to=2026-01-25"));
  });

  it("says so when no creator is active, and when nothing was found", async () => {
    vi.stubGlobal("fetch", agencyFetch({ "/api/agency/analytics": () => json({ ...analytics, creators: 0, totals: { found: 0, requested: 0, removed: 0, removalRate: null, medianHoursToRemoval: null }, bySite: [] }) }));
    renderWithProviders(<AnalyticsSection />);
    expect(await screen.findByText(/No creator is active on your roster yet/)).toBeTruthy();
    expect(screen.getByText("No leaks were found in this period.")).toBeTruthy();
    expect(screen.getByTestId("agency-figure-removalRate").textContent).toBe("—");
  });
});

describe("BillingSection", () => {
  const assign = vi.fn();
  beforeEach(() => vi.stubGlobal("location", { ...window.location, assign }));
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it("offers the owner the three plans priced for the seats the roster needs, and sends her to checkout", async () => {
    const fetchMock = agencyFetch({
      "/api/me": () => json(me("owner")),
      "/api/agency/billing": () => json(unpaid),
      "/api/agency/billing/checkout": () => json({ url: "http://stripe.localhost/c/pay/cs_1" }),
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<BillingSection />, { path: "/agency/billing" });
    const starter = await screen.findByTestId("agency-plan-starter");
    expect(within(starter).getByText("€99.00 per seat and month")).toBeTruthy();
    expect(within(starter).getByText("3 seats now: €297.00 per month")).toBeTruthy();
    expect(within(screen.getByTestId("agency-plan-elite")).getByText("3 seats now: €1,047.00 per month")).toBeTruthy();
    expect(screen.getByTestId("agency-billing-plan").textContent).toBe("No plan yet");
    expect(screen.queryByRole("button", { name: "Manage payment" })).toBeNull();

    fireEvent.click(within(starter).getByRole("button", { name: "Pay for Starter" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://stripe.localhost/c/pay/cs_1"));
    const sent = fetchMock.mock.calls.filter(([input]) => String(input) === "/api/agency/billing/checkout").map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([{ plan: "starter" }]);
  });

  it("shows what the agency pays for, seats that differ from the roster, the invoices, and opens the portal", async () => {
    vi.stubGlobal(
      "fetch",
      agencyFetch({ "/api/me": () => json(me("owner")), "/api/agency/billing": () => json(paying), "/api/agency/billing/portal": () => json({ url: "http://stripe.localhost/p/session/bps_1" }) }),
    );
    renderWithProviders(<BillingSection />, { path: "/agency/billing?checkout=cancelled" });
    expect((await screen.findByTestId("agency-billing-plan")).textContent).toBe("Creator Pro");
    expect(screen.getByTestId("agency-billing-seats").textContent).toBe("2");
    expect(screen.getByTestId("agency-billing-activeCreators").textContent).toBe("3");
    expect(screen.getByTestId("agency-billing-status").textContent).toBe("Active");
    expect(screen.getByTestId("agency-billing-periodEnd").textContent).toBe("Feb 4, 2026");
    expect(screen.getByTestId("agency-seats-differ").textContent).toBe("Seats paid for (2) and active creators (3) differ: they are brought in line at the next change to your roster.");
    expect(screen.getByText("The payment was cancelled: nothing was charged.")).toBeTruthy();
    expect(screen.queryByTestId("agency-plan-pro")).toBeNull();
    const invoice = within(screen.getByTestId("agency-invoices")).getAllByRole("row")[1]!;
    expect([...invoice.querySelectorAll("th, td")].map((cell) => cell.textContent)).toEqual(["A1B2C3D4-0001", "Jan 5, 2026", "€398.00", "Paid"]);

    fireEvent.click(await screen.findByRole("button", { name: "Manage payment" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://stripe.localhost/p/session/bps_1"));
  });

  it("lets a viewer read it but not pay, and tells the owner when the agency already pays", async () => {
    vi.stubGlobal("fetch", agencyFetch({ "/api/me": () => json(me("viewer")), "/api/agency/billing": () => json(unpaid) }));
    const { unmount } = renderWithProviders(<BillingSection />, { path: "/agency/billing" });
    expect(await screen.findByText("Only the agency’s owner can pay for seats or change the payment.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay for/ })).toBeNull();
    unmount();

    vi.stubGlobal(
      "fetch",
      agencyFetch({ "/api/me": () => json(me("owner")), "/api/agency/billing": () => json(unpaid), "/api/agency/billing/checkout": () => json({ error: { code: "ALREADY_SUBSCRIBED", message: "" } }, 409) }),
    );
    renderWithProviders(<BillingSection />, { path: "/agency/billing" });
    fireEvent.click(await screen.findByRole("button", { name: "Pay for Creator Pro" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Your agency already pays for seats: change the plan through “Manage payment”.");
    expect(assign).not.toHaveBeenCalled();
  });
});
