// Platform icon lookup (spec §4): a signed storage URL first (5 s request, 3 s image load), then a
// favicon service when one is configured, else the caller draws a coloured-letter placeholder.
// Each platform is looked up once per page load, after a random 0–1 s delay. Which logos are
// stored is asked once, with their signed URLs, so no request is made for a logo that is not there.
import { findPlatform, platformLogoRoutes } from "@unleak/contracts";
import { env } from "@/config/env";
import { callApi } from "./api-client";

export const ICON_REQUEST_TIMEOUT_MS = 5000;
export const ICON_LOAD_TIMEOUT_MS = 3000;
export const ICON_MAX_DELAY_MS = 1000;
export const FAVICON_SIZE = 32;

const lookups = new Map<string, Promise<string | null>>();
let storedLogos: Promise<Record<string, string>> | null = null;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function faviconUrl(domain: string, template = env.faviconServiceUrl): string | null {
  if (!template) return null;
  return template.replaceAll("{domain}", encodeURIComponent(domain)).replaceAll("{size}", String(FAVICON_SIZE));
}

/** The stored logos by bucket key, each with its signed URL; none when the server cannot say. */
async function fetchStoredLogos(): Promise<Record<string, string>> {
  try {
    return (await callApi(platformLogoRoutes.list, { signal: AbortSignal.timeout(ICON_REQUEST_TIMEOUT_MS) })).logos ?? {};
  } catch {
    return {};
  }
}

async function signedLogoUrl(bucketKey: string): Promise<string | null> {
  storedLogos ??= fetchStoredLogos();
  const url = (await storedLogos)[bucketKey];
  return typeof url === "string" ? url : null;
}

function imageLoads(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(false), ICON_LOAD_TIMEOUT_MS);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

async function lookUp(platformId: string): Promise<string | null> {
  await delay(Math.random() * ICON_MAX_DELAY_MS);
  const icon = findPlatform(platformId)?.icon;
  if (!icon) return null;
  if (icon.bucketKey) {
    const signed = await signedLogoUrl(icon.bucketKey);
    if (signed && (await imageLoads(signed))) return signed;
  }
  const favicon = icon.faviconDomain ? faviconUrl(icon.faviconDomain) : null;
  if (favicon && (await imageLoads(favicon))) return favicon;
  return null;
}

/** The image URL for a platform's icon, or null for the placeholder. */
export function platformIconUrl(platformId: string): Promise<string | null> {
  let lookup = lookups.get(platformId);
  if (!lookup) {
    lookup = lookUp(platformId);
    lookups.set(platformId, lookup);
  }
  return lookup;
}

/** Forgets every lookup, as a new page load would (tests). */
export function forgetPlatformIcons(): void {
  lookups.clear();
  storedLogos = null;
}

/** A stable colour per platform for the letter placeholder. */
export function placeholderHue(platformId: string): number {
  let hash = 0;
  for (const char of platformId) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}
