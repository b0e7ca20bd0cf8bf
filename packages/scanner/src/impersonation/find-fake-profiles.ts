// Looks for profiles that impersonate the creator on the platforms with a `profiles` section:
// (1) each platform's people search for her names and usernames, (2) her username variants
// probed directly (a platform's search misses look-alike handles), (3) the author profiles of
// pages the scans found. Each profile is fetched once, her own are dropped, the rest scored.
import * as cheerio from "cheerio/slim";
import type { Fetcher } from "../fetch/types";
import type { SiteDefinition } from "../registry/site-definition-schema";
import { normaliseUrl } from "../scan/normalise-url";
import { createLimit } from "../scan/site-limiter";
import { matchProfilePictures } from "./profile-pictures";
import { hasProfiles, peopleSearchUrl, profileUrl, readPeopleSearch, readProbeAnswer, usernameFromUrl, type ProbeAnswer, type ProfileSite } from "./read-profile";
import { isOfficial, scoreProfile } from "./score-profile";
import type { FoundProfile, ImpersonationSubject, ScoredProfile } from "./types";
import { usernameVariants } from "./username-variants";

export interface FindFakeProfilesOptions {
  /** Resolved definitions (baseUrl filled); only those with `profiles` are searched. */
  sites: SiteDefinition[];
  fetcher: Fetcher;
  /** Hosts of known leak sites: a profile linking there is suspect. */
  leakHosts: string[];
  /** Pages found by scans whose author link may lead to a profile. */
  seedUrls?: string[];
  now?: () => Date;
  signal?: AbortSignal;
  maxProbesPerSite?: number;
  onProgress?: (done: number, total: number) => void;
}

const DEFAULT_MAX_PROBES = 80;

export async function findFakeProfiles(subject: ImpersonationSubject, options: FindFakeProfilesOptions): Promise<ScoredProfile[]> {
  const { fetcher, signal, now = () => new Date(), maxProbesPerSite = DEFAULT_MAX_PROBES } = options;
  const sites = options.sites.filter(hasProfiles);
  const terms = unique([...subject.names, ...subject.usernames]);
  const variants = usernameVariants(subject.names, subject.usernames);
  const probesOf = new Map(sites.map((site) => [site.id, probesFor(site, variants, maxProbesPerSite)]));
  const seeds = options.seedUrls ?? [];
  const total = sites.reduce((sum, site) => sum + (site.profiles.searchUrlTemplate ? terms.length : 0) + probesOf.get(site.id)!.length, 0) + seeds.length;
  let done = 0;
  const tick = () => options.onProgress?.((done += 1), total);

  // One fetch per profile URL, however many ways it was found; the first way found is kept.
  const profiles = new Map<string, Promise<ProbeAnswer>>();
  const visit = (site: ProfileSite, url: string, foundBy: FoundProfile["foundBy"]) => {
    const key = (normaliseUrl(url) ?? url).toLowerCase();
    let answer = profiles.get(key);
    if (!answer) {
      answer = fetchProfile(fetcher, site, url, foundBy, now, signal);
      profiles.set(key, answer);
    }
    return answer;
  };

  await Promise.all([
    ...sites.map(async (site) => {
      const limit = createLimit(site.rateLimit.perHostConcurrency);
      const searches = site.profiles.searchUrlTemplate ? terms : [];
      await Promise.all(
        searches.map((term) =>
          limit(async () => {
            for (const url of await searchPeople(fetcher, site, term, signal)) void visit(site, url, "search");
            tick();
          }),
        ),
      );
      await Promise.all(probesOf.get(site.id)!.map((username) => limit(async () => (await visit(site, profileUrl(site, username), "username"), tick()))));
    }),
    ...seeds.map(async (seed) => {
      for (const { site, url } of await authorProfiles(fetcher, sites, seed, signal)) await visit(site, url, "scan");
      tick();
    }),
  ]);

  const found = (await Promise.all(profiles.values())).flatMap((answer) => (answer.state === "found" ? [answer.profile] : []));
  const knowledge = { leakHosts: options.leakHosts, platformHosts: Object.fromEntries(sites.map((site) => [site.id, new URL(site.baseUrl).hostname])) };
  const scored = await Promise.all(
    found
      .filter((profile) => !isOfficial(subject, profile))
      .map(async (profile) => scoreProfile(subject, profile, await matchProfilePictures(profile, subject.references, fetcher, signal), knowledge)),
  );
  return scored
    .filter((profile): profile is ScoredProfile => profile !== null && profile.reasons.some((reason) => reason.weight > 0))
    .sort((a, b) => b.score - a.score || a.siteId.localeCompare(b.siteId) || a.url.localeCompare(b.url));
}

function probesFor(site: ProfileSite, variants: string[], max: number): string[] {
  const pattern = site.profiles.usernamePattern ? new RegExp(site.profiles.usernamePattern) : null;
  return variants.filter((username) => !pattern || pattern.test(username)).slice(0, max);
}

async function fetchProfile(fetcher: Fetcher, site: ProfileSite, url: string, foundBy: FoundProfile["foundBy"], now: () => Date, signal?: AbortSignal): Promise<ProbeAnswer> {
  signal?.throwIfAborted();
  try {
    const response = await fetcher.fetch(url);
    return readProbeAnswer(site, response.url, response.status, response.body.toString("utf8"), now(), foundBy);
  } catch (error) {
    signal?.throwIfAborted();
    return { state: "unknown", reason: error instanceof Error ? error.name : "network" };
  }
}

async function searchPeople(fetcher: Fetcher, site: ProfileSite, term: string, signal?: AbortSignal): Promise<string[]> {
  const url = peopleSearchUrl(site, term);
  if (!url) return [];
  signal?.throwIfAborted();
  try {
    const response = await fetcher.fetch(url);
    return response.status === 200 ? readPeopleSearch(site, response.body.toString("utf8"), response.url) : [];
  } catch {
    signal?.throwIfAborted();
    return [];
  }
}

/** The seed itself when it is a profile URL, else its author link when that leads to a profile of the same site. */
async function authorProfiles(fetcher: Fetcher, sites: ProfileSite[], seed: string, signal?: AbortSignal): Promise<Array<{ site: ProfileSite; url: string }>> {
  const site = sites.find((candidate) => sameHost(candidate.baseUrl, seed));
  if (!site) return [];
  if (usernameFromUrl(site, seed) !== null) return [{ site, url: seed }];
  const authorSelector = "uploaderLink" in site.extract ? site.extract.uploaderLink : undefined;
  if (!authorSelector) return [];
  signal?.throwIfAborted();
  try {
    const response = await fetcher.fetch(seed);
    if (response.status !== 200) return [];
    const $ = cheerio.load(response.body.toString("utf8"));
    const links = $(authorSelector).toArray().map((el) => new URL($(el).attr("href") ?? "", response.url).href);
    return [...new Set(links)].filter((url) => usernameFromUrl(site, url) !== null).map((url) => ({ site, url }));
  } catch {
    signal?.throwIfAborted();
    return [];
  }
}

function sameHost(a: string, b: string): boolean {
  try {
    return new URL(a).host.toLowerCase() === new URL(b).host.toLowerCase();
  } catch {
    return false;
  }
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
