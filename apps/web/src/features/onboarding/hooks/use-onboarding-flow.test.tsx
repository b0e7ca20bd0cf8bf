import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient } from "@/testing/render";
import { useOnboardingFlow } from "./use-onboarding-flow";

vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ data: { user: { email: "mia@example.com" } }, loading: false }) }));
vi.mock("@/hooks/use-creator-sign-up", () => ({ useCreatorSignUp: () => ({ signUp: vi.fn(), pending: false, passwordError: null, clearPasswordError: vi.fn() }) }));

let router: ReturnType<typeof createMemoryRouter>;

function wrapper({ children }: { children: ReactNode }) {
  router = createMemoryRouter([{ path: "*", element: children }], { initialEntries: ["/onboarding"] });
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("useOnboardingFlow, step 4 signed in", () => {
  const assign = vi.fn();
  beforeEach(() => vi.stubGlobal("location", { ...window.location, assign }));
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it("Pay €199 saves the plan, then opens the provider's checkout returning to onboarding", async () => {
    const calls: Array<[string, unknown]> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        calls.push([String(input), JSON.parse(String(init?.body ?? "null"))]);
        return String(input).endsWith("/api/billing/checkout") ? json({ url: "http://stripe.localhost/c/pay/cs_1" }) : json({ plan: "pro" });
      }),
    );
    const { result } = renderHook(() => useOnboardingFlow({ destination: "/dashboard", providerUser: null }), { wrapper });
    await act(() => result.current.choosePlan("pro"));
    expect(calls).toEqual([
      ["/api/onboarding/plan", { plan: "pro" }],
      ["/api/billing/checkout", { plan: "pro", returnTo: "onboarding" }],
    ]);
    expect(assign).toHaveBeenCalledWith("http://stripe.localhost/c/pay/cs_1");
  });

  it("leads to the plans page when payments are unavailable", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/api/billing/checkout") ? json({ error: { code: "PAYMENTS_UNAVAILABLE", message: "" } }, 503) : json({ plan: "elite" }),
      ),
    );
    const { result } = renderHook(() => useOnboardingFlow({ destination: "/dashboard", providerUser: null }), { wrapper });
    await act(() => result.current.choosePlan("elite"));
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/subscription-plans");
  });
});
