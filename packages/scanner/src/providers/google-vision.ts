// Google Cloud Vision web detection (POST /v1/images:annotate?key=… with WEB_DETECTION): pages
// with matching images, and matching image files found without a page.
import { z } from "zod";
import { ProviderError, redact } from "./provider-error";
import { isWebUrl, requestJson } from "./request-json";
import type { ProviderClientOptions, ProviderHit, ReverseImageProvider } from "./types";

export const GOOGLE_VISION_BASE_URL = "https://vision.googleapis.com";
const MAX_RESULTS = 50;

const webImage = z.object({ url: z.string().optional() });
const webPage = z.object({
  url: z.string().optional(),
  pageTitle: z.string().optional(),
  fullMatchingImages: z.array(webImage).optional(),
  partialMatchingImages: z.array(webImage).optional(),
});
const annotateAnswer = z.object({
  responses: z.array(
    z.object({
      webDetection: z
        .object({
          fullMatchingImages: z.array(webImage).optional(),
          partialMatchingImages: z.array(webImage).optional(),
          pagesWithMatchingImages: z.array(webPage).optional(),
        })
        .optional(),
      error: z.object({ message: z.string().optional() }).optional(),
    }),
  ),
});

export function createGoogleVision({ apiKey, baseUrl = GOOGLE_VISION_BASE_URL, fetcher }: ProviderClientOptions): ReverseImageProvider {
  return {
    id: "google-vision",
    kind: "image",
    async searchImage(imageUrl) {
      const url = new URL("/v1/images:annotate", baseUrl);
      url.searchParams.set("key", apiKey);
      const body = JSON.stringify({
        requests: [{ image: { source: { imageUri: imageUrl } }, features: [{ type: "WEB_DETECTION", maxResults: MAX_RESULTS }] }],
      });
      const answer = await requestJson({
        provider: "google-vision",
        fetcher,
        url,
        apiKey,
        request: { method: "POST", headers: { "content-type": "application/json" }, body },
        schema: annotateAnswer,
        errorMessage: (raw) => (raw as { error?: { message?: string } } | null)?.error?.message,
      });
      const [first] = answer.responses;
      // A per-image failure (image unreachable, unsupported) arrives inside a 200 answer.
      if (first?.error?.message) throw new ProviderError("google-vision", redact(first.error.message, apiKey), 200);
      return toHits(first?.webDetection ?? {});
    },
  };
}

type WebDetection = NonNullable<z.infer<typeof annotateAnswer>["responses"][number]["webDetection"]>;

function toHits(detection: WebDetection): ProviderHit[] {
  const hits: ProviderHit[] = [];
  const covered = new Set<string>();
  for (const page of detection.pagesWithMatchingImages ?? []) {
    if (!isWebUrl(page.url)) continue;
    const picture = [...(page.fullMatchingImages ?? []), ...(page.partialMatchingImages ?? [])].map((image) => image.url).find(isWebUrl);
    if (picture) covered.add(picture);
    hits.push({ pageUrl: page.url, imageUrl: picture, title: page.pageTitle ? stripTags(page.pageTitle) : undefined, provider: "google-vision" });
  }
  // An image file matched without a page is still a place the content lives (a file host, a CDN).
  for (const image of [...(detection.fullMatchingImages ?? []), ...(detection.partialMatchingImages ?? [])]) {
    if (!isWebUrl(image.url) || covered.has(image.url)) continue;
    covered.add(image.url);
    hits.push({ pageUrl: image.url, imageUrl: image.url, provider: "google-vision" });
  }
  return hits;
}

// Vision's page titles carry the HTML of Google's result snippet ("<b>Nova</b> Quill").
function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .trim();
}
