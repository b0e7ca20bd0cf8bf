// The discovery providers this deployment may use: one per API key that is configured, none
// otherwise (a scan then relies on site search and crawls alone).
import type { Fetcher } from "../fetch";
import { createGoogleVision } from "./google-vision";
import { createSerpApiGoogle } from "./serpapi-google";
import { createSerpApiGoogleLens } from "./serpapi-google-lens";
import { createTinEye } from "./tineye";
import type { DiscoveryProvider } from "./types";

export interface ProvidersConfig {
  serpApiKey?: string;
  googleVisionKey?: string;
  tinEyeKey?: string;
  /** Per-API origin overrides, for tests and proxies. */
  baseUrls?: { serpApi?: string; googleVision?: string; tinEye?: string };
  fetcher: Fetcher;
}

export function createProviders(config: ProvidersConfig): DiscoveryProvider[] {
  const { fetcher, baseUrls = {} } = config;
  const providers: DiscoveryProvider[] = [];
  const serpApiKey = config.serpApiKey?.trim();
  if (serpApiKey) {
    providers.push(createSerpApiGoogle({ apiKey: serpApiKey, baseUrl: baseUrls.serpApi, fetcher }));
    providers.push(createSerpApiGoogleLens({ apiKey: serpApiKey, baseUrl: baseUrls.serpApi, fetcher }));
  }
  const googleVisionKey = config.googleVisionKey?.trim();
  if (googleVisionKey) providers.push(createGoogleVision({ apiKey: googleVisionKey, baseUrl: baseUrls.googleVision, fetcher }));
  const tinEyeKey = config.tinEyeKey?.trim();
  if (tinEyeKey) providers.push(createTinEye({ apiKey: tinEyeKey, baseUrl: baseUrls.tinEye, fetcher }));
  return providers;
}
