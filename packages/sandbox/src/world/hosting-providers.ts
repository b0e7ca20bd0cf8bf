// The networks the sandbox's sites sit on, as RDAP names them: four hosting providers with abuse
// desks (one in the EU that answers in German, one that lists a placeholder mailbox first, one
// offshore that never removes anything) and one CDN that only forwards complaints to the origin's provider.
import type { HostingProvider } from "./world-types";

export const LOOPNET: HostingProvider = { name: "Loopnet Hosting", handle: "LOOPNET", country: "US", lang: "en", kind: "host", abuseEmail: "abuse@loopnet-hosting.example" };
export const BPBYTE: HostingProvider = {
  name: "Bulletproof Byte",
  handle: "BPBYTE",
  country: "NL",
  lang: "en",
  kind: "host",
  abuseEmail: "abuse@bpbyte.example",
  // Listed first in its abuse entity, as real registries often do; nobody reads it.
  placeholderEmail: "noreply@bpbyte.example",
};
// Offshore and "bulletproof": it acknowledges every notice and removes nothing.
export const OFFRACK: HostingProvider = { name: "Offshore Racks", handle: "OFFRACK", country: "PA", lang: "en", kind: "host", abuseEmail: "abuse@offshore-racks.example", bulletproof: true };
export const RHEINWERK: HostingProvider = { name: "Rheinwerk Hosting", handle: "RHEINWERK", country: "DE", lang: "de", kind: "host", abuseEmail: "abuse@rheinwerk-hosting.example" };
export const CLOUDISH: HostingProvider = { name: "Cloudish CDN", handle: "CLOUDISH", country: "US", lang: "en", kind: "cdn", abuseEmail: "abuse@cloudish.example" };

/** Providers that host sites directly, assigned round-robin over the sites not behind the CDN. */
export const HOSTING_PROVIDERS = [LOOPNET, BPBYTE, OFFRACK, RHEINWERK];
export const ALL_PROVIDERS = [...HOSTING_PROVIDERS, CLOUDISH];
/** Where a CDN site's origin really lives. */
export const CDN_ORIGIN_PROVIDER = LOOPNET;

export function providerDomain(provider: HostingProvider): string {
  return provider.abuseEmail.slice(provider.abuseEmail.indexOf("@") + 1);
}
