// A fetch stub for component tests: answers by "METHOD /api/path" (query left off) and records every
// call, so a test can assert both what the page shows and what it sent.
import { vi } from "vitest";

export type Call = { method: string; url: string; body: unknown };

/** Stubs fetch: `answer` maps "METHOD /api/path" to a status and body; anything unanswered is a 404. */
export function serveApi(answer: (key: string, body: unknown) => { status?: number; body: unknown } | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = init.body ? (JSON.parse(String(init.body)) as unknown) : null;
    calls.push({ method, url: input, body });
    const found = answer(`${method} ${input.split("?")[0]}`, body);
    if (!found) return new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Not found" } }), { status: 404 });
    return new Response(JSON.stringify(found.body), { status: found.status ?? 200, headers: { "Content-Type": "application/json" } });
  });
  return calls;
}
