// The privacy feature (issue 19): the danger zone lists what an erasure keeps with its reason and
// sends the password (and the code with two-factor on), showing a refusal in the server's words;
// an agency's only owner cannot delete; the banner of a scheduled deletion cancels it; the export
// panel asks for an export and shows a ready one's download button.
import type { PrivacyOverview } from "@unleak/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi } from "@/testing/serve-api";
import { DeleteAccountCard } from "./delete-account-card";
import { DeletionBanner } from "./deletion-banner";
import { ExportPanel } from "./export-panel";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const overview = (changes: Partial<PrivacyOverview> = {}): PrivacyOverview => ({
  export: null,
  deletion: null,
  kept: [{ table: "notices", count: 3, reason: "notices_sent" }],
  graceDays: 14,
  exportLinkTtlHours: 24,
  confirmation: { password: true, twoFactor: false },
  ownsAgency: false,
  ...changes,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("the danger zone", () => {
  it("lists what is kept and why, and sends the password and code", async () => {
    const calls = serveApi((key) => {
      if (key === "GET /api/privacy") return { body: overview({ confirmation: { password: true, twoFactor: true } }) };
      if (key === "POST /api/privacy/deletion") return { status: 403, body: { error: { code: "TWO_FACTOR_CODE_INVALID", message: "The code from your authenticator app is not correct." } } };
      return undefined;
    });
    renderWithProviders(<DeleteAccountCard loginHref="/login" />);
    expect(await screen.findByText("notices: 3")).toBeTruthy();
    expect(screen.getByText(/the legal record of what was sent in your name/)).toBeTruthy();
    expect(screen.getByText(/deleted 14 days after you confirm/)).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Delete my account" });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "Correct-horse-9" } });
    fireEvent.change(screen.getByLabelText("Code from your authenticator app"), { target: { value: "123456" } });
    fireEvent.click(submit);
    expect(await screen.findByText("The code from your authenticator app is not correct.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ password: "Correct-horse-9", code: "123456" });
  });

  it("tells an agency's only owner to hand it over first, with no form", async () => {
    serveApi((key) => (key === "GET /api/privacy" ? { body: overview({ ownsAgency: true, kept: [] }) } : undefined));
    renderWithProviders(<DeleteAccountCard loginHref="/login" />);
    expect(await screen.findByText(/You own an agency/)).toBeTruthy();
    expect(screen.getByText(/every record about you will be erased/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete my account" })).toBeNull();
  });
});

describe("the deletion banner", () => {
  it("shows the date and cancels", async () => {
    let scheduled = true;
    const calls = serveApi((key) => {
      if (key === "GET /api/privacy") return { body: overview({ deletion: scheduled ? { status: "scheduled", requestedAt: "2026-11-28T10:00:00.000Z", eraseAfter: "2026-12-12T10:00:00.000Z" } : null }) };
      if (key === "DELETE /api/privacy/deletion") {
        scheduled = false;
        return { status: 204, body: undefined };
      }
      return undefined;
    });
    renderWithProviders(<DeletionBanner />);
    expect(await screen.findByText("Your account is scheduled for deletion on December 12, 2026.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel deletion" }));
    await waitFor(() => expect(screen.queryByTestId("deletion-banner")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE" && call.url === "/api/privacy/deletion")).toBe(true);
  });

  it("shows nothing when no deletion is scheduled", async () => {
    serveApi((key) => (key === "GET /api/privacy" ? { body: overview() } : undefined));
    renderWithProviders(<DeletionBanner />);
    await waitFor(() => expect(screen.queryByTestId("deletion-banner")).toBeNull());
  });
});

describe("the export panel", () => {
  it("asks for an export", async () => {
    const calls = serveApi((key) => {
      if (key === "GET /api/privacy") return { body: overview() };
      if (key === "POST /api/privacy/exports") return { status: 202, body: { export: { id: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", status: "queued", requestedAt: "2026-11-28T10:00:00.000Z", readyAt: null, expiresAt: null, downloadedAt: null, sizeBytes: null } } };
      return undefined;
    });
    renderWithProviders(<ExportPanel token={null} />);
    const request = await screen.findByRole("button", { name: "Request my data" });
    await waitFor(() => expect((request as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(request);
    await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.url === "/api/privacy/exports")).toBe(true));
    expect(screen.queryByRole("button", { name: "Download ZIP" })).toBeNull();
  });

  it("offers the download of a ready export", async () => {
    serveApi((key) =>
      key === "GET /api/privacy"
        ? { body: overview({ export: { id: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", status: "ready", requestedAt: "2026-11-28T10:00:00.000Z", readyAt: "2026-11-28T10:01:00.000Z", expiresAt: "2026-11-29T10:01:00.000Z", downloadedAt: null, sizeBytes: 20480 } }) }
        : undefined,
    );
    renderWithProviders(<ExportPanel token={null} />);
    expect(await screen.findByRole("button", { name: "Download ZIP" })).toBeTruthy();
    expect(screen.getByTestId("export-status").getAttribute("data-status")).toBe("ready");
    expect(screen.getByText(/20 KB/)).toBeTruthy();
  });
});
