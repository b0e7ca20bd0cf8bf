// Deterministic bad behaviour: which request of a host gets a 429, a 5xx or an outage, decided
// by the seed-derived period and phase of the site and the host's request count.
import type { WorldSite } from "../world/world-types";

export interface Fault {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function faultFor(site: WorldSite, requestNumber: number, path: string): Fault | null {
  const tooMany: Fault = { status: 429, headers: { "retry-after": "1" }, body: "Too Many Requests" };
  switch (site.misbehaviour) {
    case "always-503":
      return { status: 503, headers: {}, body: "Service Unavailable" };
    case "always-429":
      return tooMany;
    case "periodic-429":
      // robots.txt stays reliable so that the whole site is not judged off-limits.
      return path !== "/robots.txt" && (requestNumber + site.phase) % site.period === 0 ? tooMany : null;
    case "periodic-5xx":
      if (path === "/robots.txt" || (requestNumber + site.phase) % site.period !== 0) return null;
      return { status: [500, 502, 503][requestNumber % 3], headers: {}, body: "Upstream error" };
    case "none":
      return null;
  }
}

export function robotsTxt(site: WorldSite): string {
  return ["User-agent: *", ...site.robotsDisallow.map((path) => `Disallow: ${path}`), "", "User-agent: BadBot", "Disallow: /", ""].join("\n");
}
