// Spec §8: when the signer cannot be read (the session ended), the letter page says
// "Authentication required" instead of a form that cannot work.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { DigitalSignaturePage } from "./digital-signature-page";

describe("DigitalSignaturePage", () => {
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ error: { code: "UNAUTHENTICATED", message: "Please sign in." } }), { status: 401, headers: { "Content-Type": "application/json" } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("says authentication is required when the letter cannot be read for lack of a session", async () => {
    renderWithProviders(<DigitalSignaturePage />);
    expect((await screen.findByTestId("letter-authentication-required")).textContent).toBe("Authentication required");
  });
});
