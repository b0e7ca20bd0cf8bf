// Leak aggregators (blog-like galleries) and social networks (posts and profiles).
import { documentShell, escapeHtml as e } from "../html";
import type { Layout, SearchView } from "./layout";

function pager(view: SearchView): string {
  return view.nextHref ? `<a class="next page-numbers" href="${e(view.nextHref)}">Older posts</a>` : "";
}

export const aggregatorLayout: Layout = {
  category: "leak-aggregator",
  searchPath: "/",
  queryParam: "s",
  pagination: { param: "paged", kind: "page" },
  perPage: 5,
  soft404Text: "Nothing found here. The post may have moved.",
  removedText: "This post has been removed at the request of the copyright holder.",
  renderSearch: (view) =>
    documentShell(view.site.name, `You searched for ${view.query}`, view.hits
      .map((hit) => `<article class="post"><h2 class="entry-title"><a href="${e(hit.href)}" rel="bookmark">${e(hit.page.title)}</a></h2>
${hit.thumbnail ? `<img class="wp-post-image" src="${hit.thumbnail}" alt="">` : ""}</article>`)
      .join("\n") + pager(view)),
  renderPage: (site, view) =>
    documentShell(site.name, view.page.title, `<article><h1 class="entry-title">${e(view.page.title)}</h1>
<span class="author vcard"><a class="url fn" href="/author/${e(view.page.uploader)}">${e(view.page.uploader)}</a></span>
<div class="entry-content"><p>${e(view.page.description)}</p>${view.media.map((src) => `<figure><img src="${src}" alt=""></figure>`).join("")}</div></article>`),
};

export const socialLayout: Layout = {
  category: "social",
  searchPath: "/search",
  queryParam: "q",
  pagination: { param: "page", kind: "page" },
  perPage: 5,
  soft404Text: "Sorry, this page isn't available.",
  removedText: "This content was removed for violating copyright.",
  renderSearch: (view) =>
    documentShell(view.site.name, `Search ${view.query}`, `<div class="search-results">${view.hits
      .map((hit) => `<a class="result" href="${e(hit.href)}"><span class="result-title">${e(hit.page.title)}</span></a>`)
      .join("\n")}</div>${view.nextHref ? `<a class="more" href="${e(view.nextHref)}">More</a>` : ""}`),
  renderPage: (site, view) =>
    documentShell(site.name, view.page.title, `<h1 class="post-title">${e(view.page.title)}</h1>
<a class="author" href="/u/${e(view.page.uploader.toLowerCase())}">@${e(view.page.uploader)}</a>
<p class="caption">${e(view.page.description)}</p><div class="grid">${view.media.map((src) => `<img class="post-media" src="${src}" alt="">`).join("")}</div>`),
};
