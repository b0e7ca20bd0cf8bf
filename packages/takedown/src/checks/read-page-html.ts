// Reads what the removal check needs from a page's HTML: the title, the headline text where
// "not found" / "removed" notices are written, the visible text, and the pictures it shows.
import { load } from "cheerio";

export interface PageText {
  title: string | null;
  /** Title, h1-h3 and alert/notice boxes: where a site says a page is gone. */
  headlines: string;
  /** All visible text of the body except header, footer, nav, scripts and styles. */
  visible: string;
  /** og:image first, then <img src> in document order, resolved against the page URL (http/https only). */
  pictures: string[];
}

const NOTICE_SELECTORS = "h1, h2, h3, .notice, .alert, .error, .message, [role=alert]";

export function readPageHtml(html: string, pageUrl: string): PageText {
  const $ = load(html);
  const title = squash($("title").first().text()) || null;
  const headlines = [title ?? "", ...$(NOTICE_SELECTORS).map((_, el) => squash($(el).text())).get()].filter(Boolean).join("\n");
  const pictures: string[] = [];
  const add = (raw: string | undefined) => {
    const url = resolveHttpUrl(raw, pageUrl);
    if (url && !pictures.includes(url)) pictures.push(url);
  };
  $('meta[property="og:image"], meta[name="og:image"]').each((_, el) => add($(el).attr("content")));
  $("img").each((_, el) => add($(el).attr("src")));
  $("script, style, noscript, template, header, footer, nav").remove();
  const visible = squash($("body").text() || $.root().text());
  return { title, headlines, visible, pictures };
}

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function resolveHttpUrl(raw: string | undefined, base: string): string | null {
  if (!raw || raw.startsWith("data:")) return null;
  try {
    const url = new URL(raw.trim(), base);
    url.hash = "";
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
