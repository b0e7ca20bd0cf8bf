// robots.txt, fetched once per origin and kept for the fetcher's life. A robots.txt that cannot be
// had (4xx, 5xx, network error, refused) means "allowed", as the major crawlers treat it.
import robotsParser from "robots-parser";
import { FetchRefusedError } from "./fetch-refused-error";

type Robots = ReturnType<typeof robotsParser>;

export interface RobotsGate {
  /** Throws FetchRefusedError('robots') when the origin's robots.txt disallows url for our agent. */
  check(url: URL): Promise<void>;
}

export type FetchRobotsTxt = (robotsUrl: string) => Promise<{ status: number; body: Buffer }>;

export function createRobotsGate(options: { userAgent: string; fetchRobotsTxt: FetchRobotsTxt }): RobotsGate {
  const byOrigin = new Map<string, Promise<Robots | null>>();

  async function load(robotsUrl: string): Promise<Robots | null> {
    try {
      const { status, body } = await options.fetchRobotsTxt(robotsUrl);
      return status >= 200 && status < 300 ? robotsParser(robotsUrl, body.toString("utf8")) : null;
    } catch {
      return null;
    }
  }

  return {
    async check(url) {
      // Caching the promise, not the result, makes concurrent first requests share one fetch.
      let robots = byOrigin.get(url.origin);
      if (!robots) {
        robots = load(`${url.origin}/robots.txt`);
        byOrigin.set(url.origin, robots);
      }
      const rules = await robots;
      if (rules?.isDisallowed(url.href, options.userAgent)) {
        throw new FetchRefusedError("robots", `robots.txt of ${url.origin} disallows this path`, url.href);
      }
    },
  };
}
