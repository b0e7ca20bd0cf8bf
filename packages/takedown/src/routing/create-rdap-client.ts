// Looks up who runs an IP network over RDAP (RFC 9082 `/ip/<address>`), through the scanner's guarded
// fetcher. The default base is rdap.org, a public redirector to the registry that holds the address;
// the sandbox passes its own RDAP server. Answers (a missing record too) are cached for a while.
import { createFetcher, type Fetcher } from "@unleak/scanner";
import type { RdapNetwork, RoutingServices } from "../types";
import { readRdapNetwork, type RdapIpRecord } from "./read-rdap-network";
import { createTtlCache } from "./ttl-cache";

export interface RdapClientOptions {
  /** Default "https://rdap.org". */
  baseUrl?: string;
  /** Default: a guarded fetcher of its own (robots.txt does not apply to an API). */
  fetcher?: Fetcher;
  /** How long an answer is kept; default one hour. */
  ttlMs?: number;
  maxEntries?: number;
  /** Monotonic milliseconds for the cache's expiry; default performance.now. */
  now?: () => number;
}

export class RdapLookupError extends Error {
  constructor(
    readonly address: string,
    readonly status: number,
  ) {
    super(`RDAP lookup of ${address} answered ${status}`);
    this.name = "RdapLookupError";
  }
}

export function createRdapClient({
  baseUrl = "https://rdap.org",
  fetcher = createFetcher({ respectRobots: false, retries: 1 }),
  ttlMs = 60 * 60 * 1000,
  maxEntries = 1000,
  now = () => performance.now(),
}: RdapClientOptions = {}): RoutingServices["lookupNetwork"] {
  const cache = createTtlCache<RdapNetwork | null>({ ttlMs, maxEntries, now });
  const base = baseUrl.replace(/\/+$/, "");
  return async (address) => {
    const cached = cache.get(address);
    if (cached !== undefined) return cached;
    const answer = await fetcher.fetch(`${base}/ip/${encodeURIComponent(address).replace(/%3A/gi, ":")}`, {
      headers: { accept: "application/rdap+json, application/json" },
    });
    if (answer.status === 404) {
      cache.set(address, null);
      return null;
    }
    if (answer.status !== 200) throw new RdapLookupError(address, answer.status);
    const network = readRdapNetwork(JSON.parse(answer.body.toString("utf8")) as RdapIpRecord);
    cache.set(address, network);
    return network;
  };
}
