import type { AdminUserDetail } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminUserPage } from "./admin-user-page";

const id = "u-nova";
const adminId = "u-ada";

const ban = { id: "0b6f3c2e-1111-4a2b-9c3d-000000000009", active: true, bannedAt: "2026-11-21T10:00:00.000Z", reason: "Impersonation", adminNotes: "Reported twice", bannedByEmail: "ada@example.test" };

function detail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    user: { id, email: "nova@example.test", phoneNumber: null, name: "Nova Quill", emailVerified: true, twoFactorEnabled: false, role: null, createdAt: "2026-11-01T10:00:00.000Z" },
    profile: { firstName: "Nova", lastName: "Quill", stageNames: ["Velvet Comet"], country: "DE", language: "de", tier: "pro", selectedPlan: "pro", identityVerified: true },
    status: "active",
    admin: { isAdmin: false, byRole: false, byAdminEmails: false },
    subscription: { plan: "pro", status: "active", currentPeriodEnd: "2026-12-01T00:00:00.000Z", cancelAtPeriodEnd: false, graceUntil: null },
    authorisation: { status: "authorized", missing: [], checklist: { letter: { signed: true, signedAt: "2026-11-02T10:00:00.000Z", consentVersion: "2026-11-24" }, identity: { status: "approved" } } },
    figures: { scans: { total: 7, lastAt: "2026-11-20T10:00:00.000Z" }, leaks: { total: 12, open: 5, removed: 6 }, noticesSent: 9 },
    sessions: [{ id: "s1", createdAt: "2026-11-20T10:00:00.000Z", expiresAt: "2026-11-27T10:00:00.000Z", ipAddress: "203.0.113.7", userAgent: "Firefox" }],
    logins: [{ id: "0b6f3c2e-1111-4a2b-9c3d-000000000001", kind: "sign_in", createdAt: "2026-11-20T10:00:00.000Z", ipAddress: "203.0.113.7", userAgent: "Firefox" }],
    activeBan: null,
    bans: [],
    ...overrides,
  };
}

const me = { user: { id: adminId, email: "ada@example.test", name: "Ada", emailVerified: true, twoFactorEnabled: true }, profile: {}, isAdmin: true, ban: null };

/** Answers the page, the caller and each action (with `after` as the page afterwards); records what was sent. */
function serve(page: AdminUserDetail, after: (path: string) => AdminUserDetail) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, "http://app.test").pathname;
    const method = init.method ?? "GET";
    if (path === "/api/me") return Response.json(me);
    if (method === "GET") return Response.json(page);
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
    return Response.json(after(path));
  });
  return sent;
}

describe("AdminUserPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the account's state, plan, authorisation and figures", async () => {
    serve(detail(), () => detail());
    renderWithProviders(<AdminUserPage id={id} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("nova@example.test");
    expect(screen.getByTestId("admin-user-status").textContent).toBe("Active");
    const figures = screen.getByTestId("admin-user-figures");
    for (const [label, value] of [["Scans", "7"], ["Leaks", "12"], ["Open", "5"], ["Removed", "6"], ["Notices sent", "9"]]) {
      expect(within(figures).getByText(label).nextElementSibling?.textContent, label).toBe(value);
    }
    expect(screen.getByText(/Authorised: Unleak may file notices/)).toBeTruthy();
    expect(screen.getByText("Not an administrator.")).toBeTruthy();
    expect(within(screen.getByTestId("admin-user-sessions")).getByText("203.0.113.7")).toBeTruthy();
    expect(within(screen.getByTestId("admin-user-logins")).getByText("Sign-in")).toBeTruthy();
    // Ban while not suspended; Unban never; the resend only for an unverified address.
    expect(screen.getByRole("button", { name: "Ban" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Unban" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Resend verification e-mail" })).toBeNull();
  });

  it("bans with the reason and admin notes asked for, then offers to lift the ban", async () => {
    const banned = detail({ status: "banned", activeBan: ban, bans: [ban] });
    const sent = serve(detail(), () => banned);
    renderWithProviders(<AdminUserPage id={id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Ban" }));
    const dialog = await screen.findByRole("dialog", { name: "Ban this account" });
    // No reason: nothing is sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Ban account" }));
    expect(await within(dialog).findByText("Please give a reason.")).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "  Impersonation  " } });
    fireEvent.change(within(dialog).getByLabelText("Admin notes"), { target: { value: "Reported twice" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ban account" }));
    await waitFor(() => expect(sent).toEqual([{ method: "POST", path: `/api/admin/users/${id}/ban`, body: { reason: "Impersonation", adminNotes: "Reported twice" } }]));
    await waitFor(() => expect(screen.getByTestId("admin-user-status").textContent).toBe("Banned"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ban" })).toBeNull();
    expect(within(screen.getByTestId("admin-user-bans")).getByText("Reported twice")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unban" })).toBeTruthy();
  });

  it("lifts a ban with a reason", async () => {
    const sent = serve(detail({ status: "banned", activeBan: ban, bans: [ban] }), () => detail({ bans: [{ ...ban, active: false }] }));
    renderWithProviders(<AdminUserPage id={id} />);
    expect((await screen.findByTestId("admin-user-status")).textContent).toBe("Banned");
    fireEvent.click(screen.getByRole("button", { name: "Unban" }));
    const dialog = await screen.findByRole("dialog", { name: "Lift the suspension" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Appeal accepted" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lift the ban" }));
    await waitFor(() => expect(sent).toEqual([{ method: "POST", path: `/api/admin/users/${id}/unban`, body: { reason: "Appeal accepted" } }]));
    await waitFor(() => expect(screen.getByTestId("admin-user-status").textContent).toBe("Active"));
    expect(screen.getByRole("button", { name: "Ban" })).toBeTruthy();
  });

  it("changes the tier, saying the payment provider is not changed", async () => {
    const sent = serve(detail(), () => detail({ profile: { ...detail().profile, tier: "elite" } }));
    renderWithProviders(<AdminUserPage id={id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Change tier" }));
    const dialog = await screen.findByRole("dialog", { name: "Change the tier" });
    expect(within(dialog).getByText(/The payment provider is not changed/)).toBeTruthy();
    const save = within(dialog).getByRole("button", { name: "Save the tier" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("New tier"), { target: { value: "elite" } });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Partner deal" } });
    fireEvent.click(save);
    await waitFor(() => expect(sent).toEqual([{ method: "PUT", path: `/api/admin/users/${id}/tier`, body: { tier: "elite", reason: "Partner deal" } }]));
  });

  it("signs out everywhere and resends the verification e-mail without a reason, and makes an admin with one", async () => {
    const unverified = detail({ user: { ...detail().user, emailVerified: false }, status: "unverified" });
    const sent = serve(unverified, () => unverified);
    renderWithProviders(<AdminUserPage id={id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out all sessions" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: "POST", path: `/api/admin/users/${id}/sessions/revoke`, body: {} }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Resend verification e-mail" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send the e-mail" }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: "POST", path: `/api/admin/users/${id}/verification-email`, body: {} }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Make admin" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Support team" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Grant the role" }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: "PUT", path: `/api/admin/users/${id}/role`, body: { role: "admin", reason: "Support team" } }));
  });

  it("never lets administrators remove their own role or ban themselves, and says when ADMIN_EMAILS keeps someone an administrator", async () => {
    const self = detail({ user: { ...detail().user, id: adminId, email: "ada@example.test", role: "admin" }, admin: { isAdmin: true, byRole: true, byAdminEmails: true } });
    serve(self, () => self);
    renderWithProviders(<AdminUserPage id={adminId} />);
    await waitFor(() => expect((screen.getByRole("button", { name: "Remove admin" }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByRole("button", { name: "Ban" })).toBeNull();
    expect(within(screen.getByTestId("admin-user-admin")).getByText(/ADMIN_EMAILS: stays an administrator whatever the role/)).toBeTruthy();
  });
});
