// SerpApi's Google Lens engine (GET /search.json?engine=google_lens&url=…&api_key=…): pages
// showing a creator's reference picture, from Lens's exact and visual matches.
import { z } from "zod";
import { isWebUrl, requestJson } from "./request-json";
import { SERPAPI_BASE_URL } from "./serpapi-google";
import type { ProviderClientOptions, ProviderHit, ReverseImageProvider } from "./types";

const lensMatch = z.object({
  link: z.string().optional(),
  title: z.string().optional(),
  image: z.string().optional(),
  thumbnail: z.string().optional(),
});
const lensAnswer = z.object({
  exact_matches: z.array(lensMatch).optional(),
  visual_matches: z.array(lensMatch).optional(),
  error: z.string().optional(),
});

export function createSerpApiGoogleLens({ apiKey, baseUrl = SERPAPI_BASE_URL, fetcher }: ProviderClientOptions): ReverseImageProvider {
  return {
    id: "serpapi-google-lens",
    kind: "image",
    async searchImage(imageUrl) {
      const url = new URL("/search.json", baseUrl);
      url.search = new URLSearchParams({ engine: "google_lens", url: imageUrl, api_key: apiKey }).toString();
      const answer = await requestJson({
        provider: "serpapi-google-lens",
        fetcher,
        url,
        apiKey,
        schema: lensAnswer,
        errorMessage: (body) => (body as { error?: string } | null)?.error,
      });
      // Exact matches first: the same picture is stronger evidence than a look-alike.
      const matches = [...(answer.exact_matches ?? []), ...(answer.visual_matches ?? [])];
      const seen = new Set<string>();
      const hits: ProviderHit[] = [];
      for (const match of matches) {
        if (!isWebUrl(match.link) || seen.has(match.link)) continue;
        seen.add(match.link);
        const picture = [match.image, match.thumbnail].find(isWebUrl);
        hits.push({ pageUrl: match.link, imageUrl: picture, title: match.title, provider: "serpapi-google-lens" });
      }
      return hits;
    },
  };
}
