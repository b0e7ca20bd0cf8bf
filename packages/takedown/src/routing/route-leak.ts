// Where a leak's notices go (DESIGN.md §6.4), each route with its reason: the site's own channel from
// the registry; else the hosting provider's abuse desk found by DNS and RDAP; a CDN in front gets a
// notice too and the origin behind it is looked up; every search engine gets a delisting request.
// A failed lookup means fewer routes, never an error; no route at all is [] for the caller to report.
// Escalation adds (issue 13): the payment processors the registry knows for a site (wave 2) and the
// registrar's abuse desk of the page's registered domain, found by RDAP (wave 3).
import { getDomain } from "tldts";
import type { Route, RoutableSite, RoutingServices, LeakToRoute, RdapNetwork } from "../types";
import { basisFor, cdnOf, languageFor } from "./network-traits";

export interface RoutingOptions {
  searchEngines: RoutableSite[];
}

interface LocatedNetwork {
  address: string;
  network: RdapNetwork;
}

export async function routeLeak(leak: LeakToRoute, { searchEngines }: RoutingOptions, services: RoutingServices): Promise<Route[]> {
  // An impersonating profile goes to the platform's impersonation desk only, and only where it hears
  // an agent: a search engine does not remove accounts, and a host is asked only when escalating.
  if (leak.kind === "profile") {
    const desk = impersonationRoute(leak.site);
    return desk ? [desk] : [];
  }
  const own = siteRoute(leak.site);
  const routes = own ? [own] : await hostRoutes(leak, services);
  for (const engine of searchEngines) {
    const route = delistingRoute(engine);
    if (route) routes.push(route);
  }
  return routes.filter((route, index) => routes.findIndex((other) => other.channel === route.channel && other.address === route.address) === index);
}

/**
 * The recipients an escalation wave adds (issue 13): wave 2 the hosting provider and the CDN found by
 * DNS and RDAP, even where the site has its own channel, and the payment processors the registry
 * knows for the site; wave 3 the registrar of the page's domain and the search engines' delisting.
 */
export async function routeEscalation(leak: LeakToRoute, wave: 2 | 3, { searchEngines }: RoutingOptions, services: RoutingServices): Promise<Route[]> {
  // A profile's escalation: the platform's host hears the same impersonation report; registrars and
  // search engines have no say over an account, so wave 3 adds nobody.
  if (leak.kind === "profile") return wave === 2 ? (await hostRoutes(leak, services)).map((route) => ({ ...route, basis: "impersonation" })) : [];
  if (wave === 2) return [...(await hostRoutes(leak, services)), ...routeProcessors(leak.site)];
  const registrar = await routeRegistrar(leak.pageUrl, services);
  return [...(registrar ? [registrar] : []), ...searchEngines.flatMap((engine) => delistingRoute(engine) ?? [])];
}

/** A complaint to each payment processor the registry knows takes the site's money. */
export function routeProcessors(site: RoutableSite | null): Route[] {
  return (site?.takedown.paymentProcessors ?? []).map((processor) => ({
    recipientKind: "payment_processor",
    recipientName: processor.name,
    channel: "email",
    address: processor.contact,
    basis: "dmca",
    language: "en",
    reason: { code: "payment_processor", params: { processor: processor.name, site: site!.name } },
  }));
}

/** The abuse desk of the registrar of the page's registered domain (RDAP); null when none is known. */
export async function routeRegistrar(pageUrl: string, services: RoutingServices): Promise<Route | null> {
  const host = hostOf(pageUrl);
  const domain = host && getDomain(host);
  if (!domain || !services.lookupRegistrar) return null;
  const registrar = await services.lookupRegistrar(domain).catch(() => null);
  const mailbox = registrar?.abuseEmails[0];
  if (!registrar || !mailbox) return null;
  const traits = { country: registrar.country, lang: null };
  return {
    recipientKind: "registrar",
    recipientName: registrar.name,
    channel: "email",
    address: mailbox,
    basis: basisFor(traits),
    language: languageFor(traits),
    reason: { code: "registrar_abuse", params: { registrar: registrar.name, domain } },
  };
}

function delistingRoute(engine: RoutableSite): Route | null {
  const route = channelRoute(engine, "search_engine", "search_delisting", { engine: engine.name });
  return route && { ...route, basis: "delisting" };
}

/** The platform's impersonation desk, when it hears reports from an agent; null otherwise. */
export function impersonationRoute(site: RoutableSite | null): Route | null {
  const desk = site?.impersonation;
  if (!site || !desk?.agentAccepted) return null;
  const base = { recipientKind: "site" as const, recipientName: site.name, basis: "impersonation" as const, language: "en" as const, reason: { code: "site_impersonation" as const, params: { site: site.name } } };
  if (desk.channel === "email" && desk.contact) return { ...base, channel: "email", address: desk.contact };
  if (desk.channel === "webform" && desk.formUrl) return { ...base, channel: "webform", address: desk.formUrl };
  return null;
}

function siteRoute(site: RoutableSite | null): Route | null {
  if (!site) return null;
  return channelRoute(site, "site", site.takedown.channel === "webform" ? "site_webform" : "site_email", { site: site.name });
}

/** A registry site's own e-mail or web form; null when it has none. */
function channelRoute(site: RoutableSite, recipientKind: Route["recipientKind"], code: Route["reason"]["code"], params: Record<string, string>): Route | null {
  const { channel, contact, formUrl } = site.takedown;
  const base = { recipientKind, recipientName: site.name, basis: "dmca" as const, language: "en" as const };
  if (channel === "email" && contact) return { ...base, channel: "email", address: contact, reason: { code, params } };
  if (channel === "webform" && formUrl) return { ...base, channel: "webform", address: formUrl, reason: { code, params } };
  return null;
}

async function hostRoutes(leak: LeakToRoute, services: RoutingServices): Promise<Route[]> {
  const pageHost = hostOf(leak.pageUrl);
  if (!pageHost) return [];
  const front = await locate(pageHost, services, () => true);
  if (!front) return [];
  const cdn = cdnOf(front.network);
  if (!cdn) {
    const route = abuseRoute(front, "host", "host_abuse");
    return route ? [route] : [];
  }
  const routes: Route[] = [];
  const forward = abuseRoute(front, "cdn", "cdn_forward", { cdn });
  if (forward) routes.push(forward);
  // The origin: the usual origin host names, then the media's own hosts, first network not a CDN.
  const candidates = [`origin.${pageHost}`, `direct.${pageHost}`, ...leak.mediaUrls.map(hostOf)].filter((host): host is string => !!host && host !== pageHost);
  for (const host of [...new Set(candidates)]) {
    const origin = await locate(host, services, (network) => cdnOf(network) === null);
    const route = origin && abuseRoute(origin, "host", "cdn_origin", { host, cdn });
    if (route) {
      routes.push(route);
      break;
    }
  }
  return routes;
}

/** The first address of the host whose network answers and is accepted; null when none. */
async function locate(host: string, services: RoutingServices, accept: (network: RdapNetwork) => boolean): Promise<LocatedNetwork | null> {
  const addresses = await services.resolveAddresses(host).catch(() => [] as string[]);
  for (const address of addresses) {
    const network = await services.lookupNetwork(address).catch(() => null);
    if (network && accept(network)) return { address, network };
  }
  return null;
}

function abuseRoute({ address, network }: LocatedNetwork, recipientKind: "host" | "cdn", code: Route["reason"]["code"], extra: Record<string, string> = {}): Route | null {
  const mailbox = network.abuseEmails[0];
  if (!mailbox) return null;
  const owner = network.ownerName ?? network.name;
  return {
    recipientKind,
    recipientName: owner,
    channel: "email",
    address: mailbox,
    basis: basisFor(network),
    language: languageFor(network),
    reason: { code, params: recipientKind === "cdn" ? extra : { network: network.name, address, owner, ...extra } },
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
