// Definitions for live sites where creators' content commonly leaks. None is verified: their
// selectors and search URLs are our best reading of each site and stay unverified until
// `unleak sites check --live` passes against the real site. Takedowns default to the hosting
// provider (found through RDAP) unless the site's own channel is well known.
import type { SiteCategory, SiteDefinition } from "./site-definition-schema";

interface LiveSite {
  id: string;
  name: string;
  category: SiteCategory;
  tier: "preview" | "full" | "continuous";
  baseUrl: string;
  search: string;
  extract: SiteDefinition["extract"];
  formUrl?: string;
  /** The platform's user profiles (issue 18), for finding accounts that impersonate a creator. */
  profiles?: NonNullable<SiteDefinition["profiles"]>;
}

// Posters only: as far as we read these sites, their preview sprites sit in the player's script and
// their preview clips on the search results under their own data attributes, which the definition
// schema cannot declare (ADR 031, "Live sites' sprites and preview clips").
const videoPage = { title: "h1", uploader: ".video-uploader, .uploader a, .usernameWrap a", images: "meta[property='og:image'], video[poster]" };
const galleryPage = { title: "h1", uploader: ".author a, .username, .user a", images: "article img, .gallery img, .post img" };
const forumPage = { title: "h1", uploader: ".message-name a, .username", images: ".message-body img, .bbWrapper img", text: ".message-body, .bbWrapper" };

const live: LiveSite[] = [
  { id: "pornhub", name: "Pornhub", category: "tube", tier: "preview", baseUrl: "https://www.pornhub.com", search: "/video/search?search={searchTerms}&page={startPage}", extract: { resultItem: "li.pcVideoListItem", resultLink: "a.linkVideoThumb", resultThumbnail: "img", ...videoPage }, formUrl: "https://www.pornhub.com/content-removal" },
  { id: "xvideos", name: "XVideos", category: "tube", tier: "preview", baseUrl: "https://www.xvideos.com", search: "/?k={searchTerms}&p={startIndex}", extract: { resultItem: "div.thumb-block", resultLink: "p.title a", resultThumbnail: "img", ...videoPage } },
  { id: "xhamster", name: "xHamster", category: "tube", tier: "preview", baseUrl: "https://xhamster.com", search: "/search/{searchTerms}?page={startPage}", extract: { resultItem: "div.thumb-list__item", resultLink: "a.video-thumb-info__name", resultThumbnail: "img", ...videoPage } },
  { id: "spankbang", name: "SpankBang", category: "tube", tier: "full", baseUrl: "https://spankbang.com", search: "/s/{searchTerms}/{startPage}/", extract: { resultItem: "div.video-item", resultLink: "a.n", resultThumbnail: "img", ...videoPage } },
  { id: "eporner", name: "Eporner", category: "tube", tier: "full", baseUrl: "https://www.eporner.com", search: "/search/{searchTerms}/{startPage}/", extract: { resultItem: "div.mb", resultLink: "p.mbtit a", resultThumbnail: "img", ...videoPage } },
  { id: "motherless", name: "Motherless", category: "tube", tier: "full", baseUrl: "https://motherless.com", search: "/term/{searchTerms}?page={startPage}", extract: { resultItem: "div.thumb-container", resultLink: "a.img-container", resultThumbnail: "img", ...videoPage } },
  { id: "erome", name: "EroMe", category: "leak-aggregator", tier: "preview", baseUrl: "https://www.erome.com", search: "/search?q={searchTerms}&page={startPage}", extract: { resultItem: "div.album", resultLink: "a.album-link", resultTitle: "a.album-title", resultThumbnail: "img", ...galleryPage } },
  { id: "coomer", name: "Coomer", category: "leak-aggregator", tier: "preview", baseUrl: "https://coomer.su", search: "/posts?q={searchTerms}&o={startIndex}", extract: { resultItem: "article.post-card", resultLink: "a", resultTitle: "header", resultThumbnail: "img", ...galleryPage } },
  { id: "kemono", name: "Kemono", category: "leak-aggregator", tier: "full", baseUrl: "https://kemono.su", search: "/posts?q={searchTerms}&o={startIndex}", extract: { resultItem: "article.post-card", resultLink: "a", resultTitle: "header", resultThumbnail: "img", ...galleryPage } },
  { id: "fapello", name: "Fapello", category: "leak-aggregator", tier: "preview", baseUrl: "https://fapello.com", search: "/search/{searchTerms}/", extract: { resultLink: "#content a[href]", ...galleryPage } },
  { id: "leakedzone", name: "LeakedZone", category: "leak-aggregator", tier: "full", baseUrl: "https://leakedzone.com", search: "/search?search={searchTerms}&page={startPage}", extract: { resultItem: "div.girl-item", resultLink: "a", resultThumbnail: "img", ...galleryPage } },
  { id: "thothub", name: "ThotHub", category: "leak-aggregator", tier: "full", baseUrl: "https://thothub.to", search: "/search/{searchTerms}/?page={startPage}", extract: { resultItem: "div.item", resultLink: "a", resultThumbnail: "img", ...galleryPage } },
  { id: "simpcity", name: "SimpCity", category: "forum", tier: "preview", baseUrl: "https://simpcity.su", search: "/search/?q={searchTerms}&page={startPage}", extract: { resultItem: "li.block-row", resultLink: "h3.contentRow-title a", ...forumPage } },
  { id: "socialmediagirls", name: "Social Media Girls", category: "forum", tier: "full", baseUrl: "https://forums.socialmediagirls.com", search: "/search/?q={searchTerms}&page={startPage}", extract: { resultItem: "li.block-row", resultLink: "h3.contentRow-title a", ...forumPage } },
  { id: "bunkr", name: "Bunkr", category: "file-host", tier: "preview", baseUrl: "https://bunkr.cr", search: "/search?q={searchTerms}&page={startPage}", extract: { resultItem: "div.grid-images_box", resultLink: "a", resultThumbnail: "img", title: "h1", images: "img.max-h-full, meta[property='og:image']" } },
  { id: "gofile", name: "Gofile", category: "file-host", tier: "continuous", baseUrl: "https://gofile.io", search: "/search?q={searchTerms}", extract: { resultLink: "a.file-link", title: "h1", images: "img" } },
  { id: "pixeldrain", name: "Pixeldrain", category: "file-host", tier: "continuous", baseUrl: "https://pixeldrain.com", search: "/search?q={searchTerms}", extract: { resultLink: "a.file", title: "title", images: "meta[property='og:image']" } },
  { id: "cyberdrop", name: "Cyberdrop", category: "file-host", tier: "full", baseUrl: "https://cyberdrop.me", search: "/search?q={searchTerms}", extract: { resultLink: "a.image", title: "h1#title", images: "a.image img" } },
  { id: "imagefap", name: "ImageFap", category: "image-board", tier: "full", baseUrl: "https://www.imagefap.com", search: "/gallery.php?search={searchTerms}&page={startIndex}", extract: { resultLink: "a.gal_title", title: "title", images: "#gallery img" } },
  { id: "reddit", name: "Reddit", category: "social", tier: "preview", baseUrl: "https://old.reddit.com", search: "/search?q={searchTerms}&include_over_18=on", extract: { resultItem: "div.search-result", resultLink: "a.search-title", title: "a.title", uploader: "a.author", uploaderLink: "a.author", images: "a.thumbnail img, div.media-preview img" }, formUrl: "https://www.reddit.com/report",
    // Reddit's "nobody goes by that name" page answers 200 (the username checkers' reading); its
    // impersonation form takes the report from the person herself, so Unleak prepares it for her.
    profiles: {
      urlTemplate: "/user/{username}",
      usernamePattern: "^[A-Za-z0-9_-]{3,20}$",
      absentMarkers: ["Sorry, nobody on Reddit goes by that name."],
      extract: { displayName: ".titlebox h1", handle: ".titlebox h1", bio: ".titlebox .usertext-body", avatar: "img.profile-img", links: ".titlebox .usertext-body a", posts: "a.thumbnail img", results: "a.author" },
      impersonation: { channel: "webform", formUrl: "https://www.reddit.com/report", agentAccepted: false, requiresId: false },
    },
  },
  { id: "x", name: "X", category: "social", tier: "preview", baseUrl: "https://x.com", search: "/search?q={searchTerms}&f=live", extract: { plugin: "embedded-json" }, formUrl: "https://help.x.com/forms/dmca" },
  { id: "recurbate", name: "Recurbate", category: "cam-recordings", tier: "full", baseUrl: "https://recu.me", search: "/search/{searchTerms}?page={startPage}", extract: { resultItem: "div.video-item", resultLink: "a.video-link", resultThumbnail: "img", ...videoPage } },
  { id: "archivebate", name: "Archivebate", category: "cam-recordings", tier: "full", baseUrl: "https://archivebate.com", search: "/search?q={searchTerms}&page={startPage}", extract: { resultItem: "section.video_item", resultLink: "a", resultThumbnail: "video[poster]", ...videoPage } },
  { id: "camwhores-tv", name: "CamWhores.tv", category: "cam-recordings", tier: "full", baseUrl: "https://www.camwhores.tv", search: "/search/{searchTerms}/?page={startPage}", extract: { resultItem: "div.item", resultLink: "a", resultThumbnail: "img.thumb", ...videoPage } },
  { id: "tgstat", name: "TGStat", category: "telegram-index", tier: "full", baseUrl: "https://tgstat.com", search: "/search?q={searchTerms}", extract: { resultItem: "div.card", resultLink: "a", title: "h1", images: "img.img-thumbnail" } },
  { id: "duckduckgo", name: "DuckDuckGo (HTML)", category: "search-engine", tier: "full", baseUrl: "https://html.duckduckgo.com", search: "/html/?q={searchTerms}", extract: { resultItem: "div.result", resultLink: "a.result__a", title: "title", images: "meta[property='og:image'], img" } },
];

export function liveSiteDefinitions(): SiteDefinition[] {
  return live.map((site) => ({
    id: site.id,
    name: site.name,
    category: site.category,
    tier: site.tier,
    verified: false,
    baseUrl: site.baseUrl,
    search: { urlTemplate: site.search, pages: site.search.includes("{start") ? 2 : 1, ...(site.search.includes("{startIndex}") ? { resultsPerPage: 24 } : {}) },
    extract: site.extract,
    // Live sites get one request at a time and a pause between requests.
    rateLimit: { perHostConcurrency: 1, intervalMs: 1500 },
    takedown: site.formUrl ? { channel: "webform", formUrl: site.formUrl } : { channel: "host" },
    removedMarkers: ["has been removed", "is no longer available", "removed due to a copyright"],
    soft404Markers: ["page not found", "nothing found"],
    ...(site.profiles ? { profiles: site.profiles } : {}),
  }));
}
