// Host names to addresses for routing, with node:dns's c-ares Resolver. Names ending in ".localhost"
// are asked of the configured servers like any other: resolve4/resolve6 send a real query (c-ares
// answers RFC 6761 "localhost" itself only in getaddrinfo, which they do not use), so the sandbox's
// DNS server on loopback answers its `<site>.localhost` hosts.
import { Resolver } from "node:dns/promises";
import type { RoutingServices } from "../types";

export interface DnsResolverOptions {
  /** "127.0.0.1:5353"-style servers; default: the system's. */
  servers?: string[];
  timeoutMs?: number;
}

/** Answers that mean "no such address", not "the lookup failed". */
const noAddress = new Set(["ENODATA", "ENOTFOUND", "ENONAME", "NXDOMAIN"]);

export function createDnsResolver({ servers, timeoutMs = 3000 }: DnsResolverOptions = {}): RoutingServices["resolveAddresses"] {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers(servers);
  const ask = async (lookup: Promise<string[]>): Promise<string[]> => {
    try {
      return await lookup;
    } catch (error) {
      if (noAddress.has((error as NodeJS.ErrnoException).code ?? "")) return [];
      throw error;
    }
  };
  return async (hostname) => {
    const [v4, v6] = await Promise.allSettled([ask(resolver.resolve4(hostname)), ask(resolver.resolve6(hostname))]);
    if (v4.status === "rejected" && v6.status === "rejected") throw v4.reason;
    return [...(v4.status === "fulfilled" ? v4.value : []), ...(v6.status === "fulfilled" ? v6.value : [])];
  };
}
