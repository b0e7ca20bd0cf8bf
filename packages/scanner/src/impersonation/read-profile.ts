// Reads a platform's profile pages and people search with the site's profile selectors, and tells
// a profile from "no such user" (404, or a 200 page with an absent marker) and from an answer
// that says nothing (403, 429, 5xx, a challenge page), which is never taken as found or absent.
import * as cheerio from "cheerio/slim";
import type { SiteDefinition, SiteProfiles } from "../registry/site-definition-schema";
import { normaliseUrl } from "../scan/normalise-url";
import type { FoundProfile } from "./types";

export type ProfileSite = SiteDefinition & { profiles: SiteProfiles };

/** The fetched HTML kept as evidence, at most this many characters. */
export const PAGE_TEXT_CAP = 200_000;

export type ProbeAnswer = { state: "found"; profile: FoundProfile } | { state: "absent" } | { state: "unknown"; reason: string };

export function hasProfiles(site: SiteDefinition): site is ProfileSite {
  return site.profiles !== undefined;
}

export function profileUrl(site: ProfileSite, username: string): string {
  return new URL(site.profiles.urlTemplate.replaceAll("{username}", encodeURIComponent(username)), `${site.baseUrl}/`).href;
}

export function peopleSearchUrl(site: ProfileSite, terms: string): string | null {
  const template = site.profiles.searchUrlTemplate;
  return template ? new URL(template.replaceAll("{searchTerms}", encodeURIComponent(terms)), `${site.baseUrl}/`).href : null;
}

/** The username in `url` when it is a profile URL of the site (same host, the template's path). */
export function usernameFromUrl(site: ProfileSite, url: string): string | null {
  const template = new URL(site.profiles.urlTemplate.replaceAll("{username}", "USERNAME"), `${site.baseUrl}/`);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.host.toLowerCase() !== template.host.toLowerCase()) return null;
  const [before, after] = template.pathname.split("USERNAME");
  const path = target.pathname.replace(/\/+$/, "");
  if (!path.startsWith(before) || !path.endsWith(after) || path.length <= before.length + after.length) return null;
  const username = decodeURIComponent(path.slice(before.length, path.length - after.length));
  return username.includes("/") ? null : username;
}

export function readProbeAnswer(site: ProfileSite, url: string, status: number, html: string, fetchedAt: Date, foundBy: FoundProfile["foundBy"]): ProbeAnswer {
  if (status === 404 || status === 410) return { state: "absent" };
  if (status !== 200) return { state: "unknown", reason: `http-${status}` };
  // Markers are written as the page reads, so they are looked for in its text (entities decoded).
  const $ = cheerio.load(html);
  const text = $.root().text().replace(/\s+/g, " ").toLowerCase();
  if (site.profiles.absentMarkers.some((marker) => text.includes(marker.toLowerCase()))) return { state: "absent" };
  // A 200 without the profile's parts is a challenge or an error page: it proves nothing.
  const rules = site.profiles.extract;
  if ($(rules.handle).length === 0 && $(rules.displayName).length === 0) return { state: "unknown", reason: "not-a-profile-page" };
  const profile = readProfile(site, url, html, fetchedAt, foundBy, $);
  return { state: "found", profile: { ...profile, httpStatus: status } };
}

/** `parsed`, when given, is `html` already parsed. */
export function readProfile(site: ProfileSite, url: string, html: string, fetchedAt: Date, foundBy: FoundProfile["foundBy"], parsed?: cheerio.CheerioAPI): FoundProfile {
  const $ = parsed ?? cheerio.load(html);
  const rules = site.profiles.extract;
  const text = (selector: string) => $(selector).first().text().replace(/\s+/g, " ").trim();
  const absolute = (href: string | undefined) => {
    if (!href) return null;
    try {
      const resolved = new URL(href.trim(), url);
      return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : null;
    } catch {
      return null;
    }
  };
  const pictureOf = (element: ReturnType<typeof $>) => absolute(element.attr("src") ?? element.attr("data-src") ?? element.attr("href"));
  const all = (selector: string, read: (element: ReturnType<typeof $>) => string | null) =>
    [...new Set($(selector).toArray().map((el) => read($(el))).filter((value): value is string => value !== null))];
  const handle = text(rules.handle).replace(/^@/, "") || (usernameFromUrl(site, url) ?? "");
  return {
    siteId: site.id,
    siteName: site.name,
    url: normaliseUrl(url) ?? url,
    handle,
    displayName: text(rules.displayName),
    bio: text(rules.bio),
    links: all(rules.links, (element) => absolute(element.attr("href"))),
    avatarUrl: pictureOf($(rules.avatar).first()),
    postUrls: all(rules.posts, pictureOf),
    httpStatus: 200,
    fetchedAt,
    foundBy,
    pageText: html.slice(0, PAGE_TEXT_CAP),
  };
}

/** Profile URLs of the site among a people search's results. */
export function readPeopleSearch(site: ProfileSite, html: string, pageUrl: string): string[] {
  const $ = cheerio.load(html);
  const urls = $(site.profiles.extract.results)
    .toArray()
    .map((el) => {
      try {
        return new URL($(el).attr("href") ?? "", pageUrl).href;
      } catch {
        return null;
      }
    })
    .filter((url): url is string => url !== null && usernameFromUrl(site, url) !== null);
  return [...new Set(urls)];
}
