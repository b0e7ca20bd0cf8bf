// A fetch stub for the agency tests: answers by "METHOD /path" (the query string ignored unless
// the key names it), records every call with its JSON body; unknown calls get a 404.
import { vi } from "vitest";

type Answer = { status?: number; body?: unknown };
export type FakeRoutes = Record<string, Answer | ((body: unknown, url: string) => Answer)>;
export type FakeCall = { method: string; url: string; body: unknown };

export function fakeServer(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? "GET").toUpperCase();
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    const route = routes[`${method} ${url}`] ?? routes[`${method} ${url.split("?")[0]}`];
    if (!route) return Response.json({ error: { code: "NOT_FOUND", message: "Not found." } }, { status: 404 });
    const { status = 200, body: answer } = typeof route === "function" ? route(body, url) : route;
    return status === 204 ? new Response(null, { status }) : Response.json(answer ?? {}, { status });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, sent: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.split("?")[0] === path).map((call) => call.body) };
}
