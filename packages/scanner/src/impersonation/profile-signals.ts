// What a profile's bio and links say: claims to be her, says it is a fan page, or points to a leak
// site or a page that dresses up as a payment or subscription brand.

/** Claims to be the creator (her backup, her new account, selling her content). */
const IDENTITY_CLAIMS = [
  "backup account", "back up account", "backup acc", "new account", "my new account", "my main got banned", "main got banned",
  "main account got banned", "old account got banned", "dm for prices", "dm me for prices", "dm for content", "official account",
  "my official", "the real me", "real account", "only real account", "this is my account", "new content here",
];

/** Says it is not her: a fan page, parody or commentary (these lower the score). */
const FAN_PAGE_PHRASES = ["fan page", "fanpage", "fan account", "not affiliated", "unofficial", "parody", "not her", "not nova", "fan club", "tribute"];

// "her official account", "not the official account": a fan page pointing to her, not a claim.
const NEGATED_CLAIM = /\b(her|his|their|not|not the|no)\s+$/;

/** Subscription and payment brands and their own hosts: a link with the brand in another host is a look-alike. */
export const PAYMENT_BRANDS: Record<string, string | string[]> = {
  onlyfans: "onlyfans.com",
  fansly: "fansly.com",
  patreon: "patreon.com",
  paypal: ["paypal.com", "paypal.me"],
  cashapp: ["cash.app", "cash.me"],
  venmo: "venmo.com",
  fanvue: "fanvue.com",
  manyvids: "manyvids.com",
  throne: "throne.com",
  linktree: "linktr.ee",
};

function lower(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ");
}

export function identityClaim(bio: string): string | null {
  const text = lower(bio);
  for (const phrase of IDENTITY_CLAIMS) {
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
      if (!NEGATED_CLAIM.test(text.slice(Math.max(0, at - 12), at))) return phrase;
    }
  }
  return null;
}

export function fanPagePhrase(text: string): string | null {
  const lowered = lower(text);
  return FAN_PAGE_PHRASES.find((phrase) => new RegExp(`(^|[^a-z])${phrase.replace(/ /g, "\\s*")}($|[^a-z])`).test(lowered)) ?? null;
}

/** Absolute http(s) URLs written in a bio ("link: https://…", "fanhub-subscribe.example/nova"). */
export function urlsInText(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"')]+/gi)) found.push(match[0].replace(/[.,;:!?]+$/, ""));
  return found;
}

export function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** A host given as "host", "host:port" or a URL, reduced to its bare hostname. */
export function bareHostname(host: string): string {
  return (hostnameOf(/^[a-z]+:\/\//i.test(host) ? host : `http://${host}`) ?? host).toLowerCase();
}

export function sameOrSubdomain(host: string, of: string): boolean {
  return host === of || host.endsWith(`.${of}`);
}

/** The brand a host dresses up as, when it carries the brand's name but is not the brand's own host. */
export function lookalikeBrand(host: string, brands: Record<string, string | string[]>): string | null {
  const letters = host.replace(/[^a-z0-9]/g, "");
  for (const [brand, ownHosts] of Object.entries(brands)) {
    const own = [ownHosts].flat().map(bareHostname);
    if (letters.includes(brand.replace(/[^a-z0-9]/g, "")) && !own.some((ownHost) => sameOrSubdomain(host, ownHost))) return brand;
  }
  return null;
}
