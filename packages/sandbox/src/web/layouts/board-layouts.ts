// Forums and image boards: threads with an opening post, attachments and replies.
import { documentShell, escapeHtml as e } from "../html";
import type { Layout, SearchView } from "./layout";

function pager(view: SearchView): string {
  return view.nextHref ? `<div class="pagination"><a class="next" href="${e(view.nextHref)}">Next page</a></div>` : "";
}

export const forumLayout: Layout = {
  category: "forum",
  searchPath: "/search",
  queryParam: "keywords",
  pagination: { param: "start", kind: "offset" },
  perPage: 5,
  soft404Text: "The requested thread could not be found.",
  removedText: "This thread was removed following a DMCA notice.",
  renderSearch: (view) =>
    documentShell(view.site.name, `Search: ${view.query}`, `<ol class="search-results">${view.hits
      .map((hit) => `<li class="result"><a class="thread-link" href="${e(hit.href)}">${e(hit.page.title)}</a> by <span class="author">${e(hit.page.uploader)}</span></li>`)
      .join("\n")}</ol>${pager(view)}`),
  renderPage: (site, view) =>
    documentShell(site.name, view.page.title, `<h1 class="thread-title">${e(view.page.title)}</h1>
<article class="post first"><span class="post-author">${e(view.page.uploader)}</span>
<div class="post-body"><p>${e(view.page.description)}</p>${view.media.map((src) => `<img class="attachment" src="${src}" alt="">`).join("")}</div></article>
<article class="post"><span class="post-author">lurker_${view.page.id}</span><div class="post-body"><p>thanks for sharing</p></div></article>`),
};

export const imageBoardLayout: Layout = {
  category: "image-board",
  searchPath: "/search",
  queryParam: "q",
  pagination: { param: "o", kind: "offset" },
  perPage: 5,
  soft404Text: "404 - Thread not found",
  removedText: "Thread pruned: DMCA takedown.",
  renderSearch: (view) =>
    documentShell(view.site.name, `Catalog search: ${view.query}`, `<div class="catalog">${view.hits
      .map((hit) => `<div class="thread"><a class="thread-open" href="${e(hit.href)}">${hit.thumbnail ? `<img class="cthumb" src="${hit.thumbnail}" alt="">` : "no file"}</a>
<span class="subject">${e(hit.page.title)}</span></div>`)
      .join("\n")}</div>${pager(view)}`),
  renderPage: (site, view) =>
    documentShell(site.name, view.page.title, `<div class="op"><span class="subject">${e(view.page.title)}</span> <span class="name">${e(view.page.uploader)}</span>
${view.media.map((src) => `<a class="fileThumb" href="${src}"><img src="${src}" width="250" alt=""></a>`).join("")}
<blockquote class="postMessage">${e(view.page.description)}</blockquote></div>`),
};
