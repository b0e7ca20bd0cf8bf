import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError } from "./api-client";

describe("api client", () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch(response: () => Response) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  // The server refuses JSON routes' bodies of any other type (415 JSON_REQUIRED, ADR 013).
  it("sends every body as application/json, and no type without a body", async () => {
    const fetchMock = stubFetch(() => new Response("{}", { status: 200, headers: { "content-type": "application/json" } }));
    await api.post("/api/scans", { scope: "full" });
    await api.put("/api/profile/niches", { niches: [] });
    await api.patch("/api/leaks/x", { disposition: "licensed" });
    await api.post("/api/login-tracking");
    const types = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("content-type"));
    expect(types).toEqual(["application/json", "application/json", "application/json", null]);
    expect(fetchMock.mock.calls[0][1]?.body).toBe(JSON.stringify({ scope: "full" }));
  });

  it("turns the server's error shape into an ApiError with its code", async () => {
    stubFetch(() => new Response(JSON.stringify({ error: { code: "JSON_REQUIRED", message: "JSON only." } }), { status: 415, headers: { "content-type": "application/json" } }));
    const error = await api.post("/api/scans", "text").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "JSON_REQUIRED", status: 415, message: "JSON only." });
  });
});
