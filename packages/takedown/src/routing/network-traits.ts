// What an RDAP network tells routing: whether it is a CDN edge (which only forwards complaints), and
// which legal basis and language fit the country its abuse desk sits in.
import type { LegalBasis } from "@unleak/contracts";
import type { NoticeLanguage, RdapNetwork } from "../types";

/** CDNs by the names their networks and registrants carry ("Cloudish CDN" is the sandbox's). */
const cdnNames: ReadonlyArray<{ cdn: string; pattern: RegExp }> = [
  { cdn: "Cloudflare", pattern: /cloudflare/i },
  { cdn: "Fastly", pattern: /fastly/i },
  { cdn: "Akamai", pattern: /akamai/i },
  { cdn: "Amazon CloudFront", pattern: /cloudfront|amazo-cf/i },
  { cdn: "Bunny", pattern: /bunny(cdn|way)?\b|bunny\.net/i },
  { cdn: "Cloudish CDN", pattern: /cloudish/i },
];

/** The CDN a network belongs to, or null when it is not a known CDN. */
export function cdnOf(network: RdapNetwork): string | null {
  const names = `${network.name}\n${network.ownerName ?? ""}`;
  return cdnNames.find(({ pattern }) => pattern.test(names))?.cdn ?? null;
}

/** EU member states and the EEA (Iceland, Liechtenstein, Norway): the DSA applies there. */
const euEea = new Set("AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO".split(" "));

export function basisFor(network: Pick<RdapNetwork, "country"> | null): LegalBasis {
  return network?.country && euEea.has(network.country) ? "dsa" : "dmca";
}

const countryLanguages: Record<Exclude<NoticeLanguage, "en">, string> = {
  de: "DE AT CH LI",
  es: "ES MX AR CO CL PE VE EC GT CU BO DO HN PY SV NI CR PA UY PR GQ",
  fr: "FR BE LU MC SN CI ML BF NE TG BJ GA CG CD CM MG HT",
};

/** The record's own language when it is one we write, else its country's, else English. */
export function languageFor(network: Pick<RdapNetwork, "country" | "lang"> | null): NoticeLanguage {
  const lang = network?.lang?.slice(0, 2);
  if (lang === "en" || lang === "de" || lang === "es" || lang === "fr") return lang;
  const country = network?.country ?? "";
  for (const [language, countries] of Object.entries(countryLanguages)) {
    if (country && countries.split(" ").includes(country)) return language as NoticeLanguage;
  }
  return "en";
}
