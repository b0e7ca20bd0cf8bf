// Decides whether an IP address is a public, globally routable destination we may connect to.
// Anything we cannot classify with confidence is treated as not public.
import ipaddr from "ipaddr.js";
import { parseHostLiteral } from "./parse-host-literal";

// IPv6 ranges that carry an IPv4 address inside; they are as public as the address they embed.
const EMBEDDING_V4 = new Set(["ipv4Mapped", "rfc6145", "rfc6052", "6to4"]);

export function isPublicAddress(ip: string): boolean {
  const canonical = parseHostLiteral(ip);
  if (canonical === null) return false;
  const address = ipaddr.parse(canonical);
  if (address.kind() === "ipv4") return address.range() === "unicast";
  return isPublicIPv6(address as ipaddr.IPv6);
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (EMBEDDING_V4.has(range)) {
    const embedded = embeddedIPv4(address, range);
    return embedded !== null && embedded.range() === "unicast";
  }
  // Only global unicast (2000::/3) is public; that also excludes the old IPv4-compatible ::/96.
  const [first] = address.parts;
  return range === "unicast" && first >= 0x2000 && first <= 0x3fff;
}

function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const p = address.parts;
  const fromWords = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (range === "6to4") return fromWords(p[1], p[2]);
  // RFC 8215's local-use NAT64 prefix (64:ff9b:1::/48) only translates inside one network.
  if (range === "rfc6052" && p[2] !== 0) return null;
  return fromWords(p[6], p[7]);
}
