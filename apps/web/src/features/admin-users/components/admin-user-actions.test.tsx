// The Change tier dialog's offer to cancel the payment at the provider: shown only towards an unpaid
// tier (standard, basic) while the user's subscription still charges and is not ending already; sent
// as `cancelAtProvider: true` only when ticked; a payment the provider ended since is said in the
// panel's words.
import type { AdminUserDetail } from "@unleak/contracts";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminUserActions } from "./admin-user-actions";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const id = "u-nova";
const paying: AdminUserDetail["subscription"] = { plan: "pro", status: "active", currentPeriodEnd: "2026-12-01T00:00:00.000Z", cancelAtPeriodEnd: false, graceUntil: null };
const cancelLabel = "Also cancel the payment at the provider at the end of the paid period";

function page(subscription: AdminUserDetail["subscription"], tier: AdminUserDetail["profile"]["tier"] = "pro"): AdminUserDetail {
  return {
    user: { id, email: "nova@example.test", phoneNumber: null, name: "Nova Quill", emailVerified: true, twoFactorEnabled: false, role: null, createdAt: "2026-11-01T10:00:00.000Z" },
    profile: { firstName: "Nova", lastName: "Quill", stageNames: [], country: "DE", language: "en", tier, selectedPlan: "pro", identityVerified: true },
    status: "active",
    admin: { isAdmin: false, byRole: false, byAdminEmails: false },
    subscription,
    authorisation: { status: "pending", missing: [], checklist: { letter: { signed: false, signedAt: null, consentVersion: null }, identity: { status: "not_started" } } },
    figures: { scans: { total: 0, lastAt: null }, leaks: { total: 0, open: 0, removed: 0 }, noticesSent: 0 },
    sessions: [],
    logins: [],
    activeBan: null,
    bans: [],
  } as AdminUserDetail;
}

/** Records each action sent; answers `answer` (the page afterwards, or an error). */
function serve(answer: () => Response) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? "GET", path: new URL(url, "http://app.test").pathname, body: init.body ? JSON.parse(String(init.body)) : null });
    return answer();
  });
  return sent;
}

async function openTierDialog(detail: AdminUserDetail) {
  renderWithProviders(<AdminUserActions page={detail} selfId="u-ada" />);
  fireEvent.click(screen.getByRole("button", { name: "Change tier" }));
  const dialog = await screen.findByRole("dialog", { name: "Change the tier" });
  const choose = (tier: string) => fireEvent.change(within(dialog).getByLabelText("New tier"), { target: { value: tier } });
  const offer = () => within(dialog).queryByRole("checkbox", { name: cancelLabel });
  return { dialog, choose, offer };
}

describe("the Change tier dialog's cancellation at the provider", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("is offered only towards an unpaid tier, and sends the flag when ticked", async () => {
    const sent = serve(() => Response.json(page({ ...paying, cancelAtPeriodEnd: true }, "basic")));
    const { dialog, choose, offer } = await openTierDialog(page(paying));
    expect(offer()).toBeNull();
    choose("elite");
    expect(offer()).toBeNull();
    choose("admin");
    expect(offer()).toBeNull();
    choose("standard");
    expect(offer()).not.toBeNull();
    expect(within(dialog).getByText(/^Paid until December 1, 2026: the provider charges nothing after that/)).toBeTruthy();
    choose("basic");
    fireEvent.click(offer()!);
    // Ticked, the dialog says the provider is asked first, no longer that it is not changed.
    expect(within(dialog).getByText(/the payment provider is asked first to end the subscription/)).toBeTruthy();
    expect(within(dialog).queryByText(/The payment provider is not changed/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Refund agreed" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save the tier" }));
    await waitFor(() => expect(sent).toEqual([{ method: "PUT", path: `/api/admin/users/${id}/tier`, body: { tier: "basic", reason: "Refund agreed", cancelAtProvider: true } }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does not send the flag when left unticked, or ticked and then a paid tier chosen", async () => {
    const sent = serve(() => Response.json(page(paying, "standard")));
    const { dialog, choose } = await openTierDialog(page(paying));
    choose("standard");
    expect(within(dialog).getByText(/The payment provider is not changed/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Goodwill" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save the tier" }));
    await waitFor(() => expect(sent.map((request) => request.body)).toEqual([{ tier: "standard", reason: "Goodwill" }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    cleanup();

    const again = await openTierDialog(page(paying, "standard"));
    again.choose("basic");
    fireEvent.click(again.offer()!);
    again.choose("elite");
    expect(again.offer()).toBeNull();
    fireEvent.change(within(again.dialog).getByLabelText("Reason"), { target: { value: "Partner" } });
    fireEvent.click(within(again.dialog).getByRole("button", { name: "Save the tier" }));
    await waitFor(() => expect(sent.at(-1)?.body).toEqual({ tier: "elite", reason: "Partner" }));
  });

  it("is not offered without a payment that still charges and is not ending already", async () => {
    serve(() => Response.json({}));
    for (const subscription of [null, { ...paying, status: null, plan: null, currentPeriodEnd: null }, { ...paying, cancelAtPeriodEnd: true }, { ...paying, status: "canceled" }, { ...paying, status: "incomplete" }]) {
      const { choose, offer } = await openTierDialog(page(subscription));
      choose("standard");
      expect(offer(), JSON.stringify(subscription)).toBeNull();
      cleanup();
    }
    // Still charging while the provider retries a failed payment: offered.
    const { choose, offer } = await openTierDialog(page({ ...paying, status: "past_due", graceUntil: "2026-12-08T00:00:00.000Z" }));
    choose("standard");
    expect(offer()).not.toBeNull();
  });

  it("says in the panel's words when the provider has no payment to cancel any more", async () => {
    serve(() => Response.json({ error: { code: "NO_SUBSCRIPTION", message: "You have no subscription yet." } }, { status: 404 }));
    const { dialog, choose, offer } = await openTierDialog(page(paying));
    choose("standard");
    fireEvent.click(offer()!);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Refund agreed" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save the tier" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("This account has no running payment at the provider that could be cancelled. Reload the page to see its current state."));
  });
});
