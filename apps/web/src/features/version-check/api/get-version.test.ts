import { afterEach, describe, expect, it, vi } from "vitest";
import { getDeployedVersion } from "./get-version";

describe("getDeployedVersion", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for /version.json with a timestamp and no-cache headers", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ version: "2025.1" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(getDeployedVersion(() => 1234)).resolves.toEqual({ version: "2025.1", fallback: false });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/version.json?t=1234");
    expect(init.cache).toBe("no-store");
    expect((init.headers as Record<string, string>)["Cache-Control"]).toBe("no-cache");
  });

  it("falls back to the timestamp when the check fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 503 })));
    await expect(getDeployedVersion(() => 5678)).resolves.toEqual({ version: "5678", fallback: true });
  });
});
