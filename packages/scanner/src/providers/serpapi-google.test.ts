import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "../fetch";
import { startLocalServer, type LocalServer } from "../fetch/local-test-server";
import { ProviderError } from "./provider-error";
import { createSerpApiGoogle } from "./serpapi-google";

const KEY = "serp-key-123";
let api: LocalServer;
let fetcher: Fetcher;

// Shaped like SerpApi's documented Google Search JSON: search_metadata plus organic_results.
const RESULTS = {
  search_metadata: { id: "abc", status: "Success" },
  search_parameters: { engine: "google", q: "Nova Quill" },
  organic_results: [
    { position: 1, title: "Nova Quill leaked set", link: "https://tube-one.example/v/123", displayed_link: "tube-one.example › v", snippet: "…" },
    { position: 2, title: "Result without a link" },
    { position: 3, title: "Not a web page", link: "javascript:alert(1)" },
    { position: 4, title: "novaquill_official - forum", link: "https://forum.example/t/9" },
  ],
};

beforeAll(async () => {
  api = await startLocalServer((request, response) => {
    const params = new URL(request.url, "http://x").searchParams;
    response.setHeader("content-type", "application/json");
    if (params.get("api_key") !== KEY) {
      return void response.writeHead(401).end(JSON.stringify({ error: `Invalid API key ${params.get("api_key")}.` }));
    }
    if (params.get("q") === "nothing at all") {
      return void response.end(JSON.stringify({ search_metadata: { status: "Success" }, error: "Google hasn't returned any results for this query." }));
    }
    if (params.get("q") === "broken") return void response.end(JSON.stringify({ organic_results: "nope" }));
    response.end(JSON.stringify(RESULTS));
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: api.port } });
});

afterAll(async () => {
  await fetcher.close();
  await api.close();
});

const client = (apiKey = KEY) => createSerpApiGoogle({ apiKey, baseUrl: `http://serpapi.localhost:${api.port}`, fetcher });

describe("SerpApi Google search", () => {
  it("sends the documented request and returns the organic results as pages", async () => {
    const hits = await client().search("Nova Quill", { page: 1 });
    expect(hits).toEqual([
      { pageUrl: "https://tube-one.example/v/123", title: "Nova Quill leaked set", provider: "serpapi-google" },
      { pageUrl: "https://forum.example/t/9", title: "novaquill_official - forum", provider: "serpapi-google" },
    ]);
    const sent = api.received.at(-1);
    const url = new URL(sent?.url ?? "", "http://x");
    expect(sent?.method).toBe("GET");
    expect(url.pathname).toBe("/search.json");
    expect(Object.fromEntries(url.searchParams)).toEqual({ engine: "google", q: "Nova Quill", api_key: KEY, safe: "off", num: "10", start: "10" });
  });

  it("treats SerpApi's 'no results' answer as an empty list", async () => {
    await expect(client().search("nothing at all")).resolves.toEqual([]);
  });

  it("reports a refused key as a ProviderError without the key in it", async () => {
    const error = await client("wrong-key-456").search("Nova Quill").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: "serpapi-google", status: 401 });
    expect((error as Error).message).toContain("Invalid API key");
    expect((error as Error).message).not.toContain("wrong-key-456");
  });

  it("refuses an answer that does not have the documented shape", async () => {
    await expect(client().search("broken")).rejects.toBeInstanceOf(ProviderError);
  });
});
