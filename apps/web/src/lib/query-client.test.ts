import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { currentUserQueryKey } from "./current-user";
import { createQueryClient, retryDelay, shouldRetry } from "./query-client";

describe("query defaults", () => {
  it("retries three times, never after a 4xx", () => {
    const serverError = new ApiError({ code: "INTERNAL", message: "", status: 500 });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(true);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: "UNAUTHORIZED", message: "", status: 401 }))).toBe(false);
    expect(shouldRetry(0, new TypeError("offline"))).toBe(true);
  });

  it("reloads the current user when an answer says the account is suspended, so its screen shows", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: currentUserQueryKey, queryFn: async () => ({ profile: { banned: false } }) });
    const fail = (key: string, code: string, status: number) =>
      client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(new ApiError({ code, message: "", status })) }).catch(() => undefined);
    await fail("leaks", "NOT_FOUND", 404);
    expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(false);
    await fail("dashboard", "ACCOUNT_SUSPENDED", 403);
    await vi.waitFor(() => expect(client.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true));
  });

  it("waits 1 s, doubling up to 30 s", () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(4)).toBe(16_000);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(10)).toBe(30_000);
  });
});
