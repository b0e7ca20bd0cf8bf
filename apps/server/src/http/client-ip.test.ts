import { describe, expect, it } from "vitest";
import { clientIp, forwardedFor } from "./client-ip";

const request = (xff?: string) => new Request("http://localhost/", { headers: xff ? { "x-forwarded-for": xff } : {} });
const socket = () => "10.0.0.9";

describe("clientIp", () => {
  it("takes the address our one proxy appended, not the one the client wrote", () => {
    expect(clientIp(request("6.6.6.6, 198.51.100.7"), { trustProxy: true, trustProxyHops: 1 }, socket)).toBe("198.51.100.7");
  });

  it("counts the configured number of proxies from the right", () => {
    expect(clientIp(request("6.6.6.6, 198.51.100.7, 10.1.1.1"), { trustProxy: true, trustProxyHops: 2 }, socket)).toBe("198.51.100.7");
    expect(forwardedFor("198.51.100.7", 2)).toBe("198.51.100.7");
  });

  it("ignores X-Forwarded-For without a trusted proxy", () => {
    expect(clientIp(request("6.6.6.6"), { trustProxy: false, trustProxyHops: 1 }, socket)).toBe("10.0.0.9");
  });

  it("falls back to the socket when the header is missing or empty", () => {
    expect(clientIp(request(" , "), { trustProxy: true, trustProxyHops: 1 }, socket)).toBe("10.0.0.9");
    expect(clientIp(request(), { trustProxy: true, trustProxyHops: 1 }, () => { throw new Error("no socket"); })).toBeNull();
  });
});
