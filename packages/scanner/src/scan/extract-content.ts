// Reads search hits and page content out of HTML with a site's selectors, or hands the HTML to
// the site's named plugin. HTML is parsed with htmlparser2 (cheerio/slim): several times faster
// than the spec-exact parse5 and far less garbage, and scraping needs no more than it gives.
import * as cheerio from "cheerio/slim";
import type { PageContent, PreviewSprite, SearchHit, SitePlugin } from "../registry";
import type { SelectorExtract, SiteDefinition } from "../registry/site-definition-schema";

export type ParsedHtml = ReturnType<typeof cheerio.load>;
type Loaded = ParsedHtml;

export function parseHtml(html: string): ParsedHtml {
  return cheerio.load(html);
}
type Selection = ReturnType<Loaded>;

function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The picture an element points at: src, data-src, poster, content (meta) or href (links to the full picture). */
function pictureOf(element: Selection): string | undefined {
  return element.attr("src") ?? element.attr("data-src") ?? element.attr("poster") ?? element.attr("content") ?? element.attr("href");
}

export function extractSearchHits(extract: SiteDefinition["extract"], plugin: SitePlugin | undefined, html: string, pageUrl: string): SearchHit[] {
  if (plugin?.parseSearch) return plugin.parseSearch(html, pageUrl);
  if ("plugin" in extract) return [];
  const rules: SelectorExtract = extract;
  const $ = cheerio.load(html);
  const items: Selection[] = rules.resultItem ? $(rules.resultItem).toArray().map((el) => $(el)) : [$.root()];
  const hits: SearchHit[] = [];
  for (const item of items) {
    const links = item.find(rules.resultLink).toArray().map((el) => $(el));
    for (const link of rules.resultItem ? links.slice(0, 1) : links) {
      const url = absolute(link.attr("href"), pageUrl);
      if (!url) continue;
      const title = clean((rules.resultTitle ? item.find(rules.resultTitle).first().text() : "") || link.text());
      const thumbnail = rules.resultThumbnail ? absolute(pictureOf(item.find(rules.resultThumbnail).first()), pageUrl) : null;
      hits.push({ url, title, ...(thumbnail ? { thumbnail } : {}) });
    }
  }
  return hits;
}

/** `parsed`, when given, is `html` already parsed (a page is read once for markers and content). */
export function extractPage(extract: SiteDefinition["extract"], plugin: SitePlugin | undefined, html: string, pageUrl: string, parsed?: ParsedHtml): PageContent {
  if (plugin?.parsePage) return plugin.parsePage(html, pageUrl);
  const $ = parsed ?? cheerio.load(html);
  if ("plugin" in extract) return { title: clean($("title").text()), images: [], text: clean($("body").text()) };
  const rules = extract;
  const images = $(rules.images)
    .toArray()
    .map((el) => absolute(pictureOf($(el)), pageUrl))
    .filter((url): url is string => url !== null);
  const sprites = rules.sprites ? spritesOf($, rules.sprites, pageUrl) : [];
  const sources = (selector: string | undefined) =>
    selector
      ? $(selector)
          .toArray()
          .map((el) => absolute($(el).attr("src") ?? $(el).attr("data-src"), pageUrl))
          .filter((url): url is string => url !== null)
      : [];
  const previewClips = sources(rules.previewClips);
  const videos = sources(rules.videos);
  const uploader = rules.uploader ? clean($(rules.uploader).first().text()).replace(/^@/, "") : "";
  const uploaderUrl = rules.uploaderLink ? absolute($(rules.uploaderLink).first().attr("href"), pageUrl) : null;
  return {
    title: clean($(rules.title).first().text()),
    ...(uploader ? { uploader } : {}),
    ...(uploaderUrl ? { uploaderUrl } : {}),
    images: [...new Set(images)],
    text: clean(rules.text ? $(rules.text).text() : ""),
    ...(sprites.length > 0 ? { sprites } : {}),
    ...(previewClips.length > 0 ? { previewClips: [...new Set(previewClips)] } : {}),
    ...(videos.length > 0 ? { videos: [...new Set(videos)] } : {}),
  };
}

/** A sprite needs its picture and a sensible grid (at most 20 x 20 tiles); others are skipped. */
function spritesOf($: Loaded, rules: NonNullable<SelectorExtract["sprites"]>, pageUrl: string): PreviewSprite[] {
  const sprites: PreviewSprite[] = [];
  for (const el of $(rules.selector).toArray()) {
    const element = $(el);
    const url = absolute(rules.urlAttribute ? element.attr(rules.urlAttribute) : (element.attr("src") ?? element.attr("data-src")), pageUrl);
    const columns = Number(element.attr(rules.columnsAttribute));
    const rows = Number(element.attr(rules.rowsAttribute));
    const sensible = (n: number) => Number.isInteger(n) && n >= 1 && n <= 20;
    if (url && sensible(columns) && sensible(rows)) sprites.push({ url, columns, rows });
  }
  return sprites;
}

/** Whether the page's visible text carries one of the markers (case-insensitive). */
export function hasMarker(html: string | ParsedHtml, markers: string[]): boolean {
  if (markers.length === 0) return false;
  const $ = typeof html === "string" ? cheerio.load(html) : html;
  const text = clean($("body").text()).toLowerCase();
  return markers.some((marker) => text.includes(marker.toLowerCase()));
}
