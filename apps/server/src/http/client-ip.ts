// The caller's address. Behind our own proxies (TRUST_PROXY) it is the entry the outermost of them
// appended to X-Forwarded-For, counted from the right: entries further left are the client's words.
import type { Config } from "../config";

export function clientIp(request: Request, config: Pick<Config, "trustProxy" | "trustProxyHops">, socketAddress: () => string | null): string | null {
  if (config.trustProxy) {
    const forwarded = forwardedFor(request.headers.get("x-forwarded-for"), config.trustProxyHops);
    if (forwarded) return forwarded;
  }
  try {
    return socketAddress();
  } catch {
    return null; // requests made in-process (tests) have no socket
  }
}

/**
 * The entry `hops` from the right of an X-Forwarded-For list. With fewer entries than hops the
 * request skipped some of our proxies, so the leftmost one (appended by the first proxy) is taken.
 */
export function forwardedFor(header: string | null, hops: number): string | null {
  const entries = (header ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(entries.length - hops, 0)];
}
