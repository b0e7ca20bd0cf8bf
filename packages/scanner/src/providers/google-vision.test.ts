import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "../fetch";
import { startLocalServer, type LocalServer } from "../fetch/local-test-server";
import { createGoogleVision } from "./google-vision";
import { ProviderError } from "./provider-error";

const KEY = "vision-key-789";
const IMAGE = "https://cdn.unleak.example/ref/nova-1.jpg";
let api: LocalServer;
let fetcher: Fetcher;

// Shaped like the documented images:annotate answer with a webDetection annotation.
const ANNOTATION = {
  responses: [
    {
      webDetection: {
        webEntities: [{ entityId: "/m/0", score: 0.8, description: "Nova Quill" }],
        fullMatchingImages: [{ url: "https://leaks.example/i/4.jpg" }, { url: "https://files.example/raw/nova.jpg" }],
        partialMatchingImages: [{ url: "https://crops.example/c.jpg" }],
        pagesWithMatchingImages: [
          { url: "https://leaks.example/p/4", pageTitle: "<b>Nova Quill</b> set 4 &amp; more", fullMatchingImages: [{ url: "https://leaks.example/i/4.jpg" }] },
          { url: "https://forum.example/t/9", pageTitle: "Forum thread", partialMatchingImages: [{ url: "https://forum.example/a.jpg" }] },
        ],
        visuallySimilarImages: [{ url: "https://unrelated.example/similar.jpg" }],
        bestGuessLabels: [{ label: "nova quill" }],
      },
    },
  ],
};

beforeAll(async () => {
  api = await startLocalServer((request, response) => {
    response.setHeader("content-type", "application/json");
    const imageUri = JSON.parse(request.body || "{}").requests?.[0]?.image?.source?.imageUri;
    if (imageUri === "https://unreachable.example/x.jpg") {
      return void response.end(JSON.stringify({ responses: [{ error: { code: 7, message: `We can not access the URL currently (key ${KEY}).` } }] }));
    }
    if (new URL(request.url, "http://x").searchParams.get("key") !== KEY) {
      return void response.writeHead(400).end(JSON.stringify({ error: { code: 400, message: "API key not valid. Please pass a valid API key.", status: "INVALID_ARGUMENT" } }));
    }
    response.end(JSON.stringify(ANNOTATION));
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: api.port } });
});

afterAll(async () => {
  await fetcher.close();
  await api.close();
});

const client = (apiKey = KEY) => createGoogleVision({ apiKey, baseUrl: `http://vision.localhost:${api.port}`, fetcher });

describe("Google Cloud Vision web detection", () => {
  it("posts a WEB_DETECTION request and returns matching pages, then page-less image matches", async () => {
    const hits = await client().searchImage(IMAGE);
    expect(hits).toEqual([
      { pageUrl: "https://leaks.example/p/4", imageUrl: "https://leaks.example/i/4.jpg", title: "Nova Quill set 4 & more", provider: "google-vision" },
      { pageUrl: "https://forum.example/t/9", imageUrl: "https://forum.example/a.jpg", title: "Forum thread", provider: "google-vision" },
      { pageUrl: "https://files.example/raw/nova.jpg", imageUrl: "https://files.example/raw/nova.jpg", provider: "google-vision" },
      { pageUrl: "https://crops.example/c.jpg", imageUrl: "https://crops.example/c.jpg", provider: "google-vision" },
    ]);
    const sent = api.received.at(-1);
    const url = new URL(sent?.url ?? "", "http://x");
    expect(sent?.method).toBe("POST");
    expect(url.pathname).toBe("/v1/images:annotate");
    expect(url.searchParams.get("key")).toBe(KEY);
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      requests: [{ image: { source: { imageUri: IMAGE } }, features: [{ type: "WEB_DETECTION", maxResults: 50 }] }],
    });
  });

  it("reports an invalid key with Google's message and without the key", async () => {
    const error = await client("bad-key-000").searchImage(IMAGE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).toContain("API key not valid");
    expect((error as Error).message).not.toContain("bad-key-000");
  });

  it("reports a per-image error inside a 200 answer", async () => {
    const error = await client().searchImage("https://unreachable.example/x.jpg").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toContain("can not access the URL");
    expect((error as Error).message).not.toContain(KEY);
  });
});
