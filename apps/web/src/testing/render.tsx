// Renders a component inside the providers the app gives it: router and TanStack Query.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function renderWithProviders(ui: ReactElement, { path = "/", routes = [] as RouteObject[] } = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path: "*", element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stub answering JSON by URL prefix; unknown URLs get 404. */
export function stubFetch(answers: Record<string, unknown>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const match = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    if (!match) return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "" } }), { status: 404 });
    return new Response(JSON.stringify(answers[match]), { status: 200, headers: { "Content-Type": "application/json" } });
  };
}
