import { describe, expect, it } from "vitest";
import { backoffDelay, isRetryableNetworkError, parseRetryAfter, retryDelay } from "./retry-delay";

describe("retry delays", () => {
  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2025-01-01T00:00:00Z");
    expect(parseRetryAfter("3", now)).toBe(3000);
    expect(parseRetryAfter(" 0 ", now)).toBe(0);
    expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:05 GMT", now)).toBe(5000);
    expect(parseRetryAfter("Tue, 31 Dec 2024 23:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-1", now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });

  it("doubles the backoff per attempt and keeps the jitter within its half", () => {
    expect(backoffDelay(0, 100, () => 0)).toBe(50);
    expect(backoffDelay(0, 100, () => 1)).toBe(100);
    expect(backoffDelay(2, 100, () => 0)).toBe(200);
    expect(backoffDelay(2, 100, () => 1)).toBe(400);
  });

  it("prefers the server's Retry-After and caps every wait", () => {
    expect(retryDelay({ attempt: 0, baseMs: 10, maxMs: 30_000, retryAfter: "2" })).toBe(2000);
    expect(retryDelay({ attempt: 0, baseMs: 10, maxMs: 1500, retryAfter: "120" })).toBe(1500);
    expect(retryDelay({ attempt: 10, baseMs: 500, maxMs: 1000 })).toBe(1000);
  });

  it("retries connection failures but not unknown hosts", () => {
    expect(isRetryableNetworkError(Object.assign(new Error("reset"), { code: "ECONNRESET" }))).toBe(true);
    expect(isRetryableNetworkError(Object.assign(new Error("closed"), { code: "UND_ERR_SOCKET" }))).toBe(true);
    expect(isRetryableNetworkError(Object.assign(new Error("no host"), { code: "ENOTFOUND" }))).toBe(false);
    expect(isRetryableNetworkError(new Error("plain"))).toBe(false);
  });
});
