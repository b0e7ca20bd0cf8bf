import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "../fetch";
import { startLocalServer, type LocalServer } from "../fetch/local-test-server";
import { ProviderError } from "./provider-error";
import { createTinEye } from "./tineye";

const KEY = "tineye-key-321";
const IMAGE = "https://cdn.unleak.example/ref/nova-1.jpg";
let api: LocalServer;
let fetcher: Fetcher;

// Shaped like TinEye's documented search answer: results.matches[].backlinks[].
const SEARCH = {
  stats: { timestamp: "1700000000.00", query_time: "0.42", total_backlinks: 3, total_results: 2 },
  code: 200,
  messages: [],
  results: {
    total_backlinks: 3,
    total_results: 2,
    matches: [
      {
        image_url: "https://img.tineye.com/result/abc",
        domain: "leaks.example",
        score: 88.2,
        backlinks: [
          { url: "https://leaks.example/i/4.jpg", backlink: "https://leaks.example/p/4", crawl_date: "2024-05-01", image_name: "4.jpg" },
          { url: "https://leaks.example/i/4b.jpg", backlink: "https://leaks.example/p/4", crawl_date: "2024-05-02", image_name: "4b.jpg" },
        ],
      },
      { image_url: "https://img.tineye.com/result/def", domain: "forum.example", backlinks: [{ backlink: "https://forum.example/t/9", crawl_date: "2024-06-01" }] },
    ],
  },
};

beforeAll(async () => {
  api = await startLocalServer((request, response) => {
    response.setHeader("content-type", "application/json");
    if (request.headers["x-api-key"] !== KEY) {
      return void response.writeHead(401).end(JSON.stringify({ code: 401, messages: ["Invalid API key", "Authentication failed"], results: {} }));
    }
    response.end(JSON.stringify(SEARCH));
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: api.port } });
});

afterAll(async () => {
  await fetcher.close();
  await api.close();
});

const client = (apiKey = KEY) => createTinEye({ apiKey, baseUrl: `http://tineye.localhost:${api.port}`, fetcher });

describe("TinEye search", () => {
  it("sends the key in x-api-key, not the URL, and returns one hit per backlink page", async () => {
    const hits = await client().searchImage(IMAGE);
    expect(hits).toEqual([
      { pageUrl: "https://leaks.example/p/4", imageUrl: "https://leaks.example/i/4.jpg", provider: "tineye" },
      { pageUrl: "https://forum.example/t/9", imageUrl: "https://img.tineye.com/result/def", provider: "tineye" },
    ]);
    const sent = api.received.at(-1);
    const url = new URL(sent?.url ?? "", "http://x");
    expect(sent?.method).toBe("GET");
    expect(url.pathname).toBe("/rest/search/");
    expect(url.searchParams.get("image_url")).toBe(IMAGE);
    expect(sent?.url).not.toContain(KEY);
    expect(sent?.headers["x-api-key"]).toBe(KEY);
  });

  it("reports TinEye's messages when the key is refused", async () => {
    const error = await client("nope-key").searchImage(IMAGE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: "tineye", status: 401 });
    expect((error as Error).message).toContain("Invalid API key; Authentication failed");
  });
});
