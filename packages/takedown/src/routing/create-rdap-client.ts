// Looks up who runs an IP network (RFC 9082 `/ip/<address>`) and who registered a domain
// (`/domain/<name>`) over RDAP, through the scanner's guarded fetcher. The default base is rdap.org,
// a public redirector to the registry that holds the record; the sandbox passes its own RDAP server. Answers (a missing record too) are cached for a while.
import { createFetcher, type Fetcher } from "@unleak/scanner";
import type { RoutingServices } from "../types";
import { type RdapDomainRecord, type RdapIpRecord, readRdapNetwork, readRdapRegistrar } from "./read-rdap-network";
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
    /** The address or domain looked up. */
    readonly address: string,
    readonly status: number,
  ) {
    super(`RDAP lookup of ${address} answered ${status}`);
    this.name = "RdapLookupError";
  }
}

export function createRdapClient(options: RdapClientOptions = {}): RoutingServices["lookupNetwork"] {
  const read = createRdapReader(options, "ip", (record) => readRdapNetwork(record as RdapIpRecord));
  return (address) => read(encodeURIComponent(address).replace(/%3A/gi, ":"));
}

/** Looks up a registered domain's registrar over RDAP (RFC 9082 `/domain/<name>`), cached like networks. */
export function createRdapRegistrarClient(options: RdapClientOptions = {}): NonNullable<RoutingServices["lookupRegistrar"]> {
  const read = createRdapReader(options, "domain", (record) => readRdapRegistrar(record as RdapDomainRecord));
  return (domain) => read(encodeURIComponent(domain.toLowerCase()));
}

/** GET `<base>/<kind>/<key>`: 404 is a missing record (null), another status an error; answers cached. */
function createRdapReader<T>(
  {
    baseUrl = "https://rdap.org",
    fetcher = createFetcher({ respectRobots: false, retries: 1 }),
    ttlMs = 60 * 60 * 1000,
    maxEntries = 1000,
    now = () => performance.now(),
  }: RdapClientOptions,
  kind: "ip" | "domain",
  read: (record: unknown) => T,
): (key: string) => Promise<T | null> {
  const cache = createTtlCache<T | null>({ ttlMs, maxEntries, now });
  const base = baseUrl.replace(/\/+$/, "");
  return async (key) => {
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const answer = await fetcher.fetch(`${base}/${kind}/${key}`, { headers: { accept: "application/rdap+json, application/json" } });
    if (answer.status === 404) {
      cache.set(key, null);
      return null;
    }
    if (answer.status !== 200) throw new RdapLookupError(decodeURIComponent(key), answer.status);
    const value = read(JSON.parse(answer.body.toString("utf8")));
    cache.set(key, value);
    return value;
  };
}
