// Sites that render in the browser from a JSON blob (`<script id="__DATA__">`), such as Telegram
// channel indexes: the data is read from the blob since the HTML itself holds nothing.
import * as cheerio from "cheerio/slim";
import type { PageContent, SearchHit, SitePlugin } from "./site-plugin";

function readData(html: string): Record<string, unknown> {
  const raw = cheerio.load(html)("script#__DATA__").first().text();
  if (!raw) return {};
  try {
    return JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

export const embeddedJsonPlugin: SitePlugin = {
  name: "embedded-json",
  parseSearch(html, pageUrl): SearchHit[] {
    const results = readData(html).results;
    if (!Array.isArray(results)) return [];
    return results
      .map((r: Record<string, unknown>) => ({ url: new URL(str(r.url), pageUrl).href, title: str(r.name) }))
      .filter((hit) => hit.url.startsWith("http"));
  },
  parsePage(html, pageUrl): PageContent {
    const data = readData(html);
    const channel = (data.channel ?? {}) as Record<string, unknown>;
    const posts = Array.isArray(data.posts) ? (data.posts as Array<Record<string, unknown>>) : [];
    const images = posts.flatMap((post) => (Array.isArray(post.media) ? post.media.map((m) => new URL(str(m), pageUrl).href) : []));
    const text = [str(channel.title), ...posts.map((post) => str(post.text))].join("\n");
    // Without the blob the page is a notice (not found, removed): its visible text is what counts.
    const visible = cheerio.load(html)("main").text().trim();
    return { title: str(channel.title) || visible, uploader: str(channel.owner) || undefined, images, text: text.trim() || visible };
  },
};
