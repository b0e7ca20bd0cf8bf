// Signs read off a response that both the page check and the media check use: whether it is an
// HTML page, and whether a deep URL ended on its host's front page (research.md §3.2).
import type { FetchResult } from "@unleak/scanner";
import { readPageHtml, type PageText } from "./read-page-html";

export function isHtml(result: FetchResult): boolean {
  const type = (result.headers["content-type"] ?? "").toLowerCase();
  if (type.includes("html")) return true;
  if (type !== "") return false;
  return /^\s*<(!doctype html|html|head|body)/i.test(result.body.subarray(0, 512).toString("utf8"));
}

export function htmlText(result: FetchResult): PageText | null {
  return isHtml(result) ? readPageHtml(result.body.toString("utf8"), result.url) : null;
}

/** A deep URL that ended on the same host's (or its www twin's) front page. */
export function isHomeOf(finalUrl: string, requestedUrl: string): boolean {
  const final = new URL(finalUrl);
  const requested = new URL(requestedUrl);
  const bare = (host: string) => host.replace(/^www\./, "");
  const home = final.pathname === "/" || final.pathname === "" || /^\/(index\.(html?|php))?$/.test(final.pathname);
  const deep = requested.pathname !== "/" && requested.pathname !== "";
  return home && deep && bare(final.hostname) === bare(requested.hostname);
}

export function errorReason(error: string): string {
  if (error === "refused:timeout" || error === "ETIMEDOUT" || error === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
  return `fetch-error:${error}`;
}
