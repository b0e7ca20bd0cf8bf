// Whether a search engine still lists a page: its result page for the page's title or URL is fetched
// and searched for links to the page. Gone from the engine while up at the host is "delisted only",
// never removed (issue 13, research.md §3.4).
import { load } from "cheerio";
import type { Fetcher } from "@unleak/scanner";
import type { ResponseEvidence } from "./removal-check-schema";
import { fetchForEvidence } from "./response-evidence";

export interface DelistingCheck {
  searchUrl: string;
  pageUrl: string;
  /** true: a result links to the page; false: the result page answered and does not; null: it could not be read. */
  listed: boolean | null;
  reason: string;
  evidence: ResponseEvidence;
  checkedAt: string;
}

export async function checkDelisting(input: { searchUrl: string; pageUrl: string; fetcher: Fetcher; now: () => Date }): Promise<DelistingCheck> {
  const { searchUrl, pageUrl, fetcher, now } = input;
  const checkedAt = now().toISOString();
  const fetched = await fetchForEvidence(fetcher, searchUrl, now);
  if (!fetched.ok) return { searchUrl, pageUrl, listed: null, reason: `fetch-error:${fetched.error}`, evidence: fetched.evidence, checkedAt };
  const { result, evidence } = fetched;
  if (result.status !== 200) return { searchUrl, pageUrl, listed: null, reason: `http-${result.status}`, evidence, checkedAt };
  const listed = linksTo(result.body.toString("utf8"), result.url, pageUrl);
  return { searchUrl, pageUrl, listed, reason: listed ? "listed" : "not-listed", evidence, checkedAt };
}

/** Direct links, and links through the engine's redirector (`/url?q=<page>`), count. */
function linksTo(html: string, baseUrl: string, pageUrl: string): boolean {
  const target = normalise(pageUrl);
  if (target === null) return false;
  const $ = load(html);
  const hrefs = $("a[href]").map((_, el) => $(el).attr("href") ?? "").get();
  for (const href of hrefs) {
    let url: URL;
    try {
      url = new URL(href, baseUrl);
    } catch {
      continue;
    }
    if (normalise(url.href) === target) return true;
    for (const value of url.searchParams.values()) if (normalise(value) === target) return true;
  }
  return false;
}

function normalise(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    const path = url.pathname.replace(/\/+$/, "") || "/";
    return `${url.hostname.replace(/^www\./, "")}${url.port ? `:${url.port}` : ""}${path}${url.search}`;
  } catch {
    return null;
  }
}
