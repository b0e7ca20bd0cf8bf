import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeCaptchaAnswer } from "@/testing/captcha-field-fake";
import { renderWithProviders } from "@/testing/render";
import { InstantScanPanel } from "./instant-scan-panel";

vi.mock("@/components/captcha-field", () => import("@/testing/captcha-field-fake"));

function answer(status: number, body: unknown) {
  const calls: Array<{ url: string; body: unknown; captcha?: string }> = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const captcha = (init?.headers as Record<string, string> | undefined)?.["X-Captcha"];
    calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined, ...(captcha ? { captcha } : {}) });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  return calls;
}

const start = (name: string) => {
  fireEvent.change(screen.getByLabelText("Creator name"), { target: { value: name } });
  fireEvent.click(screen.getByRole("button", { name: "Start free scan" }));
};

afterEach(() => vi.unstubAllGlobals());

describe("InstantScanPanel", () => {
  it("asks for a creator name before calling the server", async () => {
    const calls = answer(202, { scanId: "x" });
    renderWithProviders(<InstantScanPanel />);
    start("   ");
    expect(await screen.findByText("Please enter a creator name")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("says a scan is already running on 409", async () => {
    const calls = answer(409, { error: { code: "SCAN_IN_PROGRESS", message: "…" } });
    renderWithProviders(<InstantScanPanel />);
    start("Nova Quill");
    expect(await screen.findByText("Scan already in progress - please wait")).toBeTruthy();
    expect(calls[0]).toEqual({ url: "/api/instant-scans", body: { creatorName: "Nova Quill" }, captcha: fakeCaptchaAnswer });
  });

  it("asks to wait for the bot check when the server refuses its answer (403)", async () => {
    answer(403, { error: { code: "CAPTCHA_FAILED", message: "…" } });
    renderWithProviders(<InstantScanPanel />);
    start("Nova Quill");
    expect(await screen.findByText("Please wait until the check that you are not a robot is complete, then try again.")).toBeTruthy();
  });

  it("offers registration at the daily limit (429)", async () => {
    answer(429, { error: { code: "SCAN_LIMIT_REACHED", message: "…" } });
    renderWithProviders(<InstantScanPanel />);
    start("Nova Quill");
    expect(await screen.findByText("Daily scan limit reached. Please register for unlimited access.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register for free" }).getAttribute("href")).toBe("/onboarding");
  });

  it("remembers a started scan for every tab", async () => {
    answer(202, { scanId: "5d1f" });
    vi.stubGlobal("EventSource", class { addEventListener() {} close() {} });
    renderWithProviders(<InstantScanPanel />);
    start("Nova Quill");
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem("instantScan") ?? "null")).toEqual({ scanId: "5d1f", creatorName: "Nova Quill" }));
  });
});
