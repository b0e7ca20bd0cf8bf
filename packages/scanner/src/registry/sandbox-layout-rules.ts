// How each kind of sandbox site is searched and read: the rules a site definition takes from
// its category. They describe the sandbox's HTML from the outside, as we would a live site.
import type { SiteCategory, SiteDefinition } from "./site-definition-schema";

type Rules = Pick<SiteDefinition, "search" | "extract" | "removedMarkers" | "soft404Markers">;

export const sandboxLayoutRules: Record<SiteCategory, Rules> = {
  tube: {
    search: { urlTemplate: "/search?q={searchTerms}&page={startPage}", pages: 2, resultsPerPage: 5 },
    extract: {
      resultItem: "div.video-item",
      resultLink: "a.video-title",
      resultThumbnail: "a.thumb img",
      title: "h1.video-title",
      uploader: "a.channel",
      images: "video.player-video, img.poster, img.still",
      text: "p.description",
      sprites: { selector: "div.preview-sprite", urlAttribute: "data-sprite", columnsAttribute: "data-cols", rowsAttribute: "data-rows" },
      previewClips: "video.preview",
      videos: "video.player-video source",
    },
    removedMarkers: ["This video has been removed due to a copyright claim"],
    soft404Markers: ["Sorry, this video is not available"],
  },
  "cam-recordings": {
    search: { urlTemplate: "/search?query={searchTerms}&p={startPage}", pages: 2, resultsPerPage: 5 },
    extract: {
      resultItem: "li.rec",
      resultLink: "a.rec-link",
      resultTitle: "h3.rec-title",
      resultThumbnail: "img.rec-thumb",
      title: "h1.rec-title",
      uploader: "span.model-name",
      images: "div.gallery img",
      sprites: { selector: "img.rec-sprite", columnsAttribute: "data-grid-columns", rowsAttribute: "data-grid-rows" },
      previewClips: "video.rec-preview",
    },
    removedMarkers: ["This recording was removed after a DMCA notice"],
    soft404Markers: ["Recording not found"],
  },
  "file-host": {
    search: { urlTemplate: "/search?q={searchTerms}&page={startPage}", pages: 2, resultsPerPage: 5 },
    extract: { resultItem: "tr.file", resultLink: "td.name a", title: "h1.file-name", uploader: "span.uploaded-by", images: "img.preview" },
    removedMarkers: ["File removed: copyright infringement"],
    soft404Markers: ["The file you requested does not exist"],
  },
  forum: {
    search: { urlTemplate: "/search?keywords={searchTerms}&start={startIndex}", pages: 2, resultsPerPage: 5 },
    extract: { resultItem: "li.result", resultLink: "a.thread-link", title: "h1.thread-title", uploader: "article.post.first .post-author", images: "article.post.first img.attachment", text: "article.post.first .post-body" },
    removedMarkers: ["This thread was removed following a DMCA notice"],
    soft404Markers: ["The requested thread could not be found"],
  },
  "image-board": {
    search: { urlTemplate: "/search?q={searchTerms}&o={startIndex}", pages: 2, resultsPerPage: 5 },
    extract: { resultItem: "div.thread", resultLink: "a.thread-open", resultTitle: "span.subject", resultThumbnail: "img.cthumb", title: ".op .subject", uploader: ".op .name", images: ".op a.fileThumb", text: ".op .postMessage" },
    removedMarkers: ["Thread pruned: DMCA takedown"],
    soft404Markers: ["404 - Thread not found"],
  },
  "leak-aggregator": {
    search: { urlTemplate: "/?s={searchTerms}&paged={startPage}", pages: 2, resultsPerPage: 5 },
    extract: { resultItem: "article.post", resultLink: "h2.entry-title a", resultThumbnail: "img.wp-post-image", title: "h1.entry-title", uploader: ".author a", images: ".entry-content img", text: ".entry-content p" },
    removedMarkers: ["This post has been removed at the request of the copyright holder"],
    soft404Markers: ["Nothing found here. The post may have moved"],
  },
  social: {
    search: { urlTemplate: "/search?q={searchTerms}&page={startPage}", pages: 2, resultsPerPage: 5 },
    extract: { resultLink: "div.search-results a.result", resultTitle: "span.result-title", title: "h1.post-title, h1.display-name", uploader: "a.author", uploaderLink: "a.author", images: "img.post-media", text: "p.caption, p.bio" },
    removedMarkers: ["This content was removed for violating copyright"],
    soft404Markers: ["Sorry, this page isn't available"],
  },
  "telegram-index": {
    search: { urlTemplate: "/api/search?q={searchTerms}&page={startPage}", pages: 2, resultsPerPage: 5 },
    extract: { plugin: "embedded-json" },
    removedMarkers: ["Channel blocked: copyright infringement"],
    soft404Markers: ["Channel not found"],
  },
  "search-engine": {
    search: { urlTemplate: "/search?q={searchTerms}&start={startIndex}", pages: 3, resultsPerPage: 10 },
    // Page rules of a search engine apply to hits on hosts that have no definition of their own.
    extract: { resultItem: "div.result", resultLink: "a.result-link", title: "title", images: "img" },
    removedMarkers: [],
    soft404Markers: [],
  },
};
