// One spelling per URL, so official pages, whitelisted pages and duplicates are recognised
// however a site or a user wrote them.

const TRACKING = /^(utm_[a-z]+|fbclid|gclid|ref|ref_src|igshid|si)$/i;

/** Lower-case scheme and host, no default port, no fragment, no tracking parameters, sorted query, no trailing slash. */
export function normaliseUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  const params = [...url.searchParams.entries()].filter(([key]) => !TRACKING.test(key)).sort(([a], [b]) => a.localeCompare(b));
  url.search = new URLSearchParams(params).toString();
  const path = url.pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "") || "/";
  return `${url.protocol}//${url.host.toLowerCase()}${path === "/" ? "" : path}${url.search}`;
}

/** Host without a leading www., for comparing a page with a rule written either way. */
function bareHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, "");
}

/**
 * Whether `url` is covered by `rule`: the same page, a page below it (a profile and its
 * sub-pages), or any page of a host when the rule is a bare host name.
 */
export function urlCoveredBy(url: string, rule: string): boolean {
  const target = normaliseUrl(url);
  if (!target) return false;
  const trimmed = rule.trim();
  if (!/^[a-z]+:\/\//i.test(trimmed)) {
    const host = bareHost(new URL(target).host);
    const ruleHost = bareHost(trimmed.replace(/\/+$/, ""));
    return host === ruleHost || host.endsWith(`.${ruleHost}`);
  }
  const normalisedRule = normaliseUrl(trimmed);
  if (!normalisedRule) return false;
  const a = new URL(target);
  const b = new URL(normalisedRule);
  if (a.protocol !== b.protocol && !(a.protocol.startsWith("http") && b.protocol.startsWith("http"))) return false;
  if (bareHost(a.host) !== bareHost(b.host)) return false;
  if (b.search && a.search !== b.search) return false;
  const rulePath = b.pathname === "/" ? "" : b.pathname;
  return a.pathname === (rulePath || "/") || rulePath === "" || a.pathname.startsWith(`${rulePath}/`);
}

export function coveredByAny(url: string, rules: string[]): boolean {
  return rules.some((rule) => urlCoveredBy(url, rule));
}
