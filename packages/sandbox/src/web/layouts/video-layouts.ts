// Tube sites and cam-recording archives: result grids with thumbnails, a poster per page.
import { documentShell, escapeHtml as e } from "../html";
import type { Layout, PageView, SearchView } from "./layout";

/** A tube player: the poster on the <video> (and the file, for a full-length upload), the sprite's grid in data attributes, the preview clip. */
function tubeVideo(view: PageView): string {
  const video = view.video;
  if (!video) return "";
  const source = video.download ? `<source src="${video.download}" type="video/mp4">` : "";
  return `<div class="player"><video class="player-video" poster="${video.poster}" preload="none" controls>${source}</video></div>
${video.sprite ? `<div class="preview-sprite" data-sprite="${video.sprite.src}" data-cols="${video.sprite.columns}" data-rows="${video.sprite.rows}"></div>` : ""}
${video.preview ? `<video class="preview" src="${video.preview}" muted loop playsinline></video>` : ""}`;
}

/** A cam archive: the poster as the first cover picture, the sprite as an image with its grid, the clip lazily loaded. */
function camVideo(view: PageView): { covers: string[]; extras: string } {
  const video = view.video;
  if (!video) return { covers: view.media, extras: "" };
  return {
    covers: [video.poster, ...view.media],
    extras: `${video.sprite ? `<img class="rec-sprite" src="${video.sprite.src}" data-grid-columns="${video.sprite.columns}" data-grid-rows="${video.sprite.rows}" alt="">` : ""}
${video.preview ? `<video class="rec-preview" data-src="${video.preview}" muted></video>` : ""}`,
  };
}

function pager(view: SearchView): string {
  return view.nextHref ? `<nav class="pager"><a class="next" rel="next" href="${e(view.nextHref)}">Next</a></nav>` : "";
}

export const tubeLayout: Layout = {
  category: "tube",
  searchPath: "/search",
  queryParam: "q",
  pagination: { param: "page", kind: "page" },
  perPage: 5,
  soft404Text: "Sorry, this video is not available.",
  removedText: "This video has been removed due to a copyright claim.",
  renderSearch: (view) =>
    documentShell(view.site.name, `Videos for ${view.query}`, `<h2>Results for "${e(view.query)}"</h2><div class="video-list">${view.hits
      .map((hit) => `<div class="video-item"><a class="thumb" href="${e(hit.href)}">${hit.thumbnail ? `<img src="${hit.thumbnail}" alt="">` : ""}</a>
<a class="video-title" href="${e(hit.href)}">${e(hit.page.title)}</a><span class="by">${e(hit.page.uploader)}</span></div>`)
      .join("\n")}</div>${pager(view)}`),
  renderPage: (site, view: PageView) =>
    documentShell(site.name, view.page.title, `<h1 class="video-title">${e(view.page.title)}</h1>
<div class="uploader">Uploaded by <a class="channel" href="/channel/${e(view.page.uploader)}">${e(view.page.uploader)}</a></div>
${tubeVideo(view)}${view.media.map((src, i) => `<img class="${i === 0 ? "poster" : "still"}" src="${src}" alt="">`).join("\n")}
<p class="description">${e(view.page.description)}</p>`),
};

export const camLayout: Layout = {
  category: "cam-recordings",
  searchPath: "/search",
  queryParam: "query",
  pagination: { param: "p", kind: "page" },
  perPage: 5,
  soft404Text: "Recording not found.",
  removedText: "This recording was removed after a DMCA notice.",
  renderSearch: (view) =>
    documentShell(view.site.name, `Recordings: ${view.query}`, `<ul class="recs">${view.hits
      .map((hit) => `<li class="rec"><a class="rec-link" href="${e(hit.href)}">${hit.thumbnail ? `<img class="rec-thumb" src="${hit.thumbnail}" alt="">` : ""}
<h3 class="rec-title">${e(hit.page.title)}</h3></a><span class="model">${e(hit.page.uploader)}</span></li>`)
      .join("\n")}</ul>${pager(view)}`),
  renderPage: (site, view) => {
    const { covers, extras } = camVideo(view);
    return documentShell(site.name, view.page.title, `<h1 class="rec-title">${e(view.page.title)}</h1>
<p>Model: <span class="model-name">${e(view.page.uploader)}</span></p>
<div class="gallery">${covers.map((src) => `<img class="rec-cover" src="${src}" alt="">`).join("")}</div>${extras}`);
  },
};

export const fileHostLayout: Layout = {
  category: "file-host",
  searchPath: "/search",
  queryParam: "q",
  pagination: { param: "page", kind: "page" },
  perPage: 5,
  soft404Text: "The file you requested does not exist.",
  removedText: "File removed: copyright infringement.",
  renderSearch: (view) =>
    documentShell(view.site.name, `Files: ${view.query}`, `<table class="files">${view.hits
      .map((hit) => `<tr class="file"><td class="name"><a href="${e(hit.href)}">${e(hit.page.title)}</a></td><td class="owner">${e(hit.page.uploader)}</td></tr>`)
      .join("\n")}</table>${pager(view)}`),
  renderPage: (site, view) =>
    documentShell(site.name, view.page.title, `<h1 class="file-name">${e(view.page.title)}</h1>
<p>Uploaded by <span class="uploaded-by">${e(view.page.uploader)}</span></p>
${view.media.map((src) => `<img class="preview" src="${src}" alt="preview">`).join("\n")}
<a class="download" href="/dl/${view.page.id}">Download</a>`),
};
