// The badge's freshness without a reload: regaining focus asks /api/authorisation again and marks
// /api/me stale, so a decision taken meanwhile shows at once.
import type { Authorisation } from "@unleak/contracts";
import { waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { useVerificationWatch } from "./use-verification-watch";

function Probe() {
  useVerificationWatch({ enabled: true });
  return null;
}

describe("useVerificationWatch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks again on focus and marks the signed-in user stale", async () => {
    const asked: string[] = [];
    let identity: Authorisation["checklist"]["identity"]["status"] = "pending";
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      asked.push(String(input));
      const body: Authorisation = { status: "pending", missing: ["letter", "identity"], checklist: { letter: { signed: false, signedAt: null, consentVersion: null }, identity: { status: identity } } };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    });
    const { queryClient } = renderWithProviders(<Probe />);
    queryClient.setQueryData(["me"], { stale: false });
    await waitFor(() => expect(asked).toEqual(["/api/authorisation"]));
    expect(queryClient.getQueryState(["me"])?.isInvalidated).toBe(false);

    identity = "approved";
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(queryClient.getQueryState(["me"])?.isInvalidated).toBe(true);
    await waitFor(() => expect(queryClient.getQueryData<Authorisation>(["authorisation"])?.checklist.identity.status).toBe("approved"));
  });
});
