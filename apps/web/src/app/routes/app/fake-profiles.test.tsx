import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listPage, profile as fakeProfile } from "@/features/fake-profiles/testing/fixtures";
import { renderWithProviders } from "@/testing/render";
import { Component as FakeProfiles } from "./fake-profiles";

const profile = fakeProfile(1, { displayName: "Nova" });
const list = listPage([profile], { sites: [], lastCheckAt: null });
const refusal = "Unleak may not act for you yet: sign the Letter of Authorisation and have your identity verified first.";

describe("/fake-profiles", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's refusal and the missing steps, linked, when her authorisation is not complete", async () => {
    vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
      const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url.startsWith("/api/fake-profiles?")) return answer(200, list);
      if (url === `/api/fake-profiles/${profile.id}/report` && init.method === "POST") return answer(403, { error: { code: "AUTHORISATION_REQUIRED", message: refusal, details: { missing: ["identity"] } } });
      if (url === "/api/authorisation")
        return answer(200, { status: "pending", missing: ["identity"], checklist: { letter: { signed: true, signedAt: null, consentVersion: null }, identity: { status: "not_started" } } });
      return answer(404, { error: { code: "NOT_FOUND", message: "" } });
    });
    renderWithProviders(<FakeProfiles />, { path: "/fake-profiles" });
    fireEvent.click(await screen.findByRole("button", { name: "Report as impersonation" }));
    fireEvent.click(within(await screen.findByTestId("confirm-report")).getByRole("button", { name: "Report" }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    const gate = await screen.findByTestId("authorisation-gate");
    expect(await within(gate).findByRole("link", { name: "Verify your identity" })).toHaveProperty("pathname", "/verify-identity");
    expect(within(gate).queryByRole("link", { name: "Sign the Letter of Authorisation" })).toBeNull();
    // Still open: she may report once the steps are done.
    expect(screen.getByRole("button", { name: "Report as impersonation" })).toBeTruthy();
  });
});
