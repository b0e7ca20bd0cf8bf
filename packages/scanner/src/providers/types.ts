// What every discovery provider returns, whatever its API looks like: pages (and images) that
// may hold a creator's content, for the scan pipeline to fetch and check itself.
import type { Fetcher } from "../fetch";

export type ProviderId = "serpapi-google" | "serpapi-google-lens" | "google-vision" | "tineye";

export interface ProviderHit {
  /** The page where the content was found. */
  pageUrl: string;
  /** The matching image itself, when the provider names it. */
  imageUrl?: string;
  title?: string;
  provider: ProviderId;
}

/** Finds pages by text (a creator's name). */
export interface TextSearchProvider {
  id: ProviderId;
  kind: "text";
  search(query: string, options?: { page?: number }): Promise<ProviderHit[]>;
}

/** Finds pages showing a picture (a creator's reference image, by public URL). */
export interface ReverseImageProvider {
  id: ProviderId;
  kind: "image";
  searchImage(imageUrl: string): Promise<ProviderHit[]>;
}

export type DiscoveryProvider = TextSearchProvider | ReverseImageProvider;

export interface ProviderClientOptions {
  apiKey: string;
  /** The API's origin; defaults to the real service. Tests point it at a local server. */
  baseUrl?: string;
  fetcher: Fetcher;
}
