// Fetches the picture at an address a user typed into the reverse image finder (issue 18). The
// fetcher has no sandbox allowance, even in the sandbox: loopback, private, link-local and other
// non-public destinations are refused by the destination guard before any connection is made,
// at every redirect hop too, and robots.txt is not asked for (a user's one picture, not a crawl).
import { createFetcher, FetchRefusedError, type Fetcher, type FetchPolicy } from "@unleak/scanner";
import { AppError } from "../errors/app-error";
import { MAX_IMAGE_BYTES } from "../references/add-reference";

/** A fetcher for user-given image addresses; `lookup` is for tests. */
export function createImageUrlFetcher({ lookup }: Pick<FetchPolicy, "lookup"> = {}): Fetcher {
  return createFetcher({ maxBytes: MAX_IMAGE_BYTES, timeoutMs: 15_000, retries: 0, maxRedirects: 3, respectRobots: false, ...(lookup ? { lookup } : {}) });
}

/** The picture's bytes; IMAGE_URL_REFUSED for an address that is not public, IMAGE_URL_UNREACHABLE when no picture came back. */
export async function fetchImageUrl(fetcher: Fetcher, imageUrl: string): Promise<Buffer> {
  let response;
  try {
    response = await fetcher.fetch(imageUrl);
  } catch (error) {
    if (refusedDestination(error)) throw new AppError("IMAGE_URL_REFUSED");
    throw new AppError("IMAGE_URL_UNREACHABLE");
  }
  if (response.status < 200 || response.status >= 300 || response.body.length === 0) throw new AppError("IMAGE_URL_UNREACHABLE");
  return response.body;
}

/** A refusal of the destination itself, also when the socket's connector refused and undici wrapped it. */
function refusedDestination(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (current instanceof FetchRefusedError) return ["address", "scheme", "invalid-url"].includes(current.reason);
  }
  return false;
}
