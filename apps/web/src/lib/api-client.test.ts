import { notificationRoutes, profileRoutes } from "@unleak/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, callApi } from "./api-client";

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
    await callApi(notificationRoutes.markRead, { body: { ids: [] } });
    await callApi(profileRoutes.replaceNiches, { body: { niches: [] } });
    await callApi(profileRoutes.update, { body: { city: "Berlin" } });
    await callApi(profileRoutes.recordLogin);
    const types = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("content-type"));
    expect(types).toEqual(["application/json", "application/json", "application/json", null]);
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual(["POST /api/notifications/read", "PUT /api/profile/niches", "PATCH /api/profile", "POST /api/login-tracking"]);
    expect(fetchMock.mock.calls[0][1]?.body).toBe(JSON.stringify({ ids: [] }));
  });

  it("turns the server's error shape into an ApiError with its code", async () => {
    stubFetch(() => new Response(JSON.stringify({ error: { code: "JSON_REQUIRED", message: "JSON only." } }), { status: 415, headers: { "content-type": "application/json" } }));
    const error = await callApi(profileRoutes.get).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "JSON_REQUIRED", status: 415, message: "JSON only." });
  });
});
