// Sites that render in the browser from embedded JSON (Telegram indexes) and the search engine.
// The JSON pages need the scanner's named plugin; plain CSS selectors find nothing there.
import { documentShell, escapeHtml as e } from "../html";
import type { Layout } from "./layout";

function dataScript(data: unknown): string {
  return `<div id="app">Loading...</div><script id="__DATA__" type="application/json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
}

export const telegramLayout: Layout = {
  category: "telegram-index",
  searchPath: "/api/search",
  queryParam: "q",
  pagination: { param: "page", kind: "page" },
  perPage: 5,
  soft404Text: "Channel not found",
  removedText: "Channel blocked: copyright infringement.",
  renderSearch: (view) =>
    documentShell(view.site.name, `Channels: ${view.query}`, dataScript({
      query: view.query,
      page: view.pageNumber,
      next: view.nextHref,
      results: view.hits.map((hit) => ({ url: hit.href, name: hit.page.title, members: 100 + hit.page.title.length * 37 })),
    })),
  renderPage: (site, view) =>
    documentShell(site.name, view.page.title, dataScript({
      channel: { title: view.page.title, owner: view.page.uploader },
      posts: [{ text: view.page.description, media: view.media }],
    })),
};

export const searchEngineLayout: Layout = {
  category: "search-engine",
  searchPath: "/search",
  queryParam: "q",
  pagination: { param: "start", kind: "offset" },
  perPage: 10,
  soft404Text: "No results found.",
  removedText: "No results found.",
  renderSearch: (view) =>
    documentShell(view.site.name, `${view.query} - Findr`, `<div id="results">${view.hits
      .map((hit) => `<div class="result"><a class="result-link" href="${e(hit.href)}">${e(hit.page.title)}</a><cite>${e(new URL(hit.href).host)}</cite>
<p class="snippet">${e(hit.page.description || hit.page.title)}</p></div>`)
      .join("\n")}</div>${view.nextHref ? `<a id="pnnext" href="${e(view.nextHref)}">Next</a>` : ""}`),
  renderPage: () => "",
};
