import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "../fetch";
import { startLocalServer, type LocalServer } from "../fetch/local-test-server";
import { createSerpApiGoogleLens } from "./serpapi-google-lens";

const KEY = "serp-key-123";
const IMAGE = "https://cdn.unleak.example/ref/nova-1.jpg";
let api: LocalServer;
let fetcher: Fetcher;

// Shaped like SerpApi's documented Google Lens JSON: visual_matches (and exact_matches).
const LENS = {
  search_metadata: { status: "Success" },
  visual_matches: [
    { position: 1, title: "Nova Quill set 4", link: "https://leaks.example/p/4", source: "leaks.example", thumbnail: "https://encrypted-tbn0.gstatic.com/x", image: "https://leaks.example/i/4.jpg" },
    { position: 2, title: "Same page again", link: "https://mirror.example/a", source: "mirror.example", thumbnail: "https://encrypted-tbn0.gstatic.com/y" },
    { position: 3, title: "No link here", source: "x" },
  ],
  exact_matches: [{ position: 1, title: "Mirror", link: "https://mirror.example/a", source: "mirror.example", thumbnail: "https://encrypted-tbn0.gstatic.com/z" }],
};

beforeAll(async () => {
  api = await startLocalServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(LENS));
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: api.port } });
});

afterAll(async () => {
  await fetcher.close();
  await api.close();
});

describe("SerpApi Google Lens", () => {
  it("sends the image URL and returns exact then visual matches, once per page", async () => {
    const lens = createSerpApiGoogleLens({ apiKey: KEY, baseUrl: `http://serpapi.localhost:${api.port}`, fetcher });
    expect(lens).toMatchObject({ id: "serpapi-google-lens", kind: "image" });
    const hits = await lens.searchImage(IMAGE);
    expect(hits).toEqual([
      { pageUrl: "https://mirror.example/a", imageUrl: "https://encrypted-tbn0.gstatic.com/z", title: "Mirror", provider: "serpapi-google-lens" },
      { pageUrl: "https://leaks.example/p/4", imageUrl: "https://leaks.example/i/4.jpg", title: "Nova Quill set 4", provider: "serpapi-google-lens" },
    ]);
    const url = new URL(api.received.at(-1)?.url ?? "", "http://x");
    expect(url.pathname).toBe("/search.json");
    expect(Object.fromEntries(url.searchParams)).toEqual({ engine: "google_lens", url: IMAGE, api_key: KEY });
  });
});
