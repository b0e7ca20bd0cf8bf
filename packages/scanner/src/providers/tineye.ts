// TinEye's search API (GET /rest/search/?image_url=… with the x-api-key header): every page
// (backlink) where TinEye has seen a copy of the picture.
import { z } from "zod";
import { isWebUrl, requestJson } from "./request-json";
import type { ProviderClientOptions, ProviderHit, ReverseImageProvider } from "./types";

export const TINEYE_BASE_URL = "https://api.tineye.com";
const LIMIT = 100;

const backlink = z.object({ url: z.string().optional(), backlink: z.string().optional() });
const tinEyeAnswer = z.object({
  results: z.object({
    matches: z.array(z.object({ image_url: z.string().optional(), backlinks: z.array(backlink).optional() })).optional(),
  }),
});

export function createTinEye({ apiKey, baseUrl = TINEYE_BASE_URL, fetcher }: ProviderClientOptions): ReverseImageProvider {
  return {
    id: "tineye",
    kind: "image",
    async searchImage(imageUrl) {
      const url = new URL("/rest/search/", baseUrl);
      url.search = new URLSearchParams({ image_url: imageUrl, limit: String(LIMIT), backlink_limit: String(LIMIT) }).toString();
      const answer = await requestJson({
        provider: "tineye",
        fetcher,
        url,
        apiKey,
        request: { headers: { "x-api-key": apiKey } },
        schema: tinEyeAnswer,
        errorMessage: (body) => (body as { messages?: unknown[] } | null)?.messages?.map(String).join("; "),
      });
      const hits: ProviderHit[] = [];
      const seen = new Set<string>();
      for (const match of answer.results.matches ?? []) {
        for (const link of match.backlinks ?? []) {
          if (!isWebUrl(link.backlink) || seen.has(link.backlink)) continue;
          seen.add(link.backlink);
          const picture = [link.url, match.image_url].find(isWebUrl);
          hits.push({ pageUrl: link.backlink, imageUrl: picture, provider: "tineye" });
        }
      }
      return hits;
    },
  };
}
