// Discovery through documented search and reverse-image APIs, each enabled by its API key.
export { createProviders, type ProvidersConfig } from "./create-providers";
export { createGoogleVision, GOOGLE_VISION_BASE_URL } from "./google-vision";
export { ProviderError } from "./provider-error";
export { createSerpApiGoogle, SERPAPI_BASE_URL } from "./serpapi-google";
export { createSerpApiGoogleLens } from "./serpapi-google-lens";
export { createTinEye, TINEYE_BASE_URL } from "./tineye";
export type {
  DiscoveryProvider,
  ProviderClientOptions,
  ProviderHit,
  ProviderId,
  ReverseImageProvider,
  TextSearchProvider,
} from "./types";
