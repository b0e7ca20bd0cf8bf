// SerpApi's Google Search engine (GET /search.json?engine=google&q=…&api_key=…): the organic
// results for a creator's name, as pages to check.
import { z } from "zod";
import { isWebUrl, requestJson } from "./request-json";
import type { ProviderClientOptions, ProviderHit, TextSearchProvider } from "./types";

export const SERPAPI_BASE_URL = "https://serpapi.com";
const PAGE_SIZE = 10;

const organicResult = z.object({ link: z.string().optional(), title: z.string().optional() });
const searchAnswer = z.object({ organic_results: z.array(organicResult).optional(), error: z.string().optional() });

export function createSerpApiGoogle({ apiKey, baseUrl = SERPAPI_BASE_URL, fetcher }: ProviderClientOptions): TextSearchProvider {
  return {
    id: "serpapi-google",
    kind: "text",
    async search(query, options = {}) {
      const url = new URL("/search.json", baseUrl);
      url.search = new URLSearchParams({
        engine: "google",
        q: query,
        api_key: apiKey,
        // Leaks sit on adult sites; SafeSearch would hide exactly the pages we look for.
        safe: "off",
        num: String(PAGE_SIZE),
        start: String((options.page ?? 0) * PAGE_SIZE),
      }).toString();
      const answer = await requestJson({
        provider: "serpapi-google",
        fetcher,
        url,
        apiKey,
        schema: searchAnswer,
        errorMessage: (body) => (body as { error?: string } | null)?.error,
      });
      // SerpApi answers "no results" as a 200 with an error text and no result list.
      if (!answer.organic_results) return [];
      return answer.organic_results
        .filter((result) => isWebUrl(result.link))
        .map((result): ProviderHit => ({ pageUrl: result.link as string, title: result.title, provider: "serpapi-google" }));
    },
  };
}
