// One simulated site: robots.txt, search, content pages (with redirect hops, soft 404s and
// removals), media, and a DMCA web form that files into the site's mailbox; a social site's
// profiles and people search too (profile-pages.ts).
import { Hono } from "hono";
import type { WorldPage, WorldSite } from "../world/world-types";
import type { ImageStore } from "../images/image-store";
import type { VideoStore } from "../videos/video-store";
import { serveVideoAssets, videoView } from "./video-assets";
import { layouts, type PageView } from "./layouts";
import { documentShell, escapeHtml } from "./html";
import { robotsTxt } from "./misbehaviour";
import { pageHref, requestedPage, searchPages } from "./site-search";
import type { MailService } from "./mail-service";
import { noticeFormPage, submitNoticeForm, type FormCounter } from "./notice-form";
import type { WorldIndex } from "./world-index";
import { serveProfiles } from "./profile-pages";
import { listingPage } from "./new-listing";
import { hasListing, type SiteFeed } from "../flow/site-feed";

export function pageView(page: WorldPage, href: string, mediaPrefix = ""): PageView {
  return {
    page,
    href,
    media: page.images.map((_, n) => `${mediaPrefix}/media/${page.id}-${n}.jpg`),
    thumbnail: page.images.length > 0 ? `${mediaPrefix}/thumbs/${page.id}.jpg` : page.video ? `${mediaPrefix}/posters/${page.id}.jpg` : null,
    ...(page.video ? { video: videoView(page, mediaPrefix) } : {}),
  };
}

export function createSiteApp(site: WorldSite, { images, videos, feed }: { images: ImageStore; videos: VideoStore; feed: SiteFeed }, mail: MailService, index: WorldIndex, forms: FormCounter): Hono {
  const app = new Hono();
  const layout = layouts[site.category];
  // Through the index, so that pages re-uploaded later are found too.
  const byPath = { get: (path: string) => index.pageAt(site.id, path) };
  const byId = { get: (id: string) => index.pageById(site.id, id) };
  const jpeg = (bytes: Buffer) => new Response(new Uint8Array(bytes), { headers: { "content-type": "image/jpeg", "cache-control": "max-age=3600" } });
  const linkTo = (page: WorldPage) => (page.hops > 0 ? `/go/${page.id}` : page.path);

  app.get("/robots.txt", (c) => c.text(robotsTxt(site)));
  app.get("/", (c, next) => (layout.searchPath === "/" && c.req.query(layout.queryParam) !== undefined ? next() : c.html(documentShell(site.name, site.name, `<p>Welcome to ${escapeHtml(site.name)}.</p>`))));
  app.get(layout.searchPath, (c) => {
    const url = new URL(c.req.url);
    const query = url.searchParams.get(layout.queryParam) ?? "";
    const all = searchPages(feed.searchable(site), query);
    const pageNumber = requestedPage(url, layout.pagination, layout.perPage);
    const hits = all.slice((pageNumber - 1) * layout.perPage, pageNumber * layout.perPage).map((page) => pageView(page, linkTo(page)));
    const nextHref = pageNumber * layout.perPage < all.length ? pageHref(url, layout.pagination, layout.perPage, pageNumber + 1) : null;
    return c.html(layout.renderSearch({ site, query, hits, pageNumber, nextHref }));
  });
  if (hasListing(site.category)) app.get("/new", (c) => c.html(listingPage(site, feed, c.req.query("page"))));
  // Redirect chains: /go/<id> -> /r/<id>/2 -> /r/<id>/3 -> page, as many hops as the page has.
  app.get("/go/:id", (c) => hop(c.req.param("id"), 1));
  app.get("/r/:id/:n", (c) => hop(c.req.param("id"), Number(c.req.param("n"))));
  const hop = (id: string, n: number) => {
    const page = byId.get(id);
    if (!page) return new Response("Not Found", { status: 404 });
    const location = n >= page.hops ? page.path : `/r/${id}/${n + 1}`;
    return new Response(null, { status: n % 2 === 0 ? 302 : 301, headers: { location } });
  };
  // A removed page's files go with it; a page "removed" by a 403 keeps them (the content is still there).
  const servedPage = (id: string | undefined) => {
    const page = id === undefined ? undefined : byId.get(id);
    return page && mail.state(index.urlOf(page)) !== "removed" ? page : undefined;
  };
  app.get("/media/:file", async (c) => {
    const match = /^(.+)-(\d+)\.jpg$/.exec(c.req.param("file"));
    const spec = match ? servedPage(match[1])?.images[Number(match[2])] : undefined;
    return spec ? jpeg(await images.image(spec)) : c.notFound();
  });
  app.get("/thumbs/:file", async (c) => {
    const spec = servedPage(c.req.param("file").replace(/\.jpg$/, ""))?.images[0];
    return spec ? jpeg(await images.thumbnail(spec)) : c.notFound();
  });
  serveVideoAssets(app, videos, (id) => servedPage(id));
  app.get("/dmca", (c) => c.html(noticeFormPage(site, "/dmca")));
  app.post("/dmca", (c) => submitNoticeForm(c, site, mail, forms));
  if (site.category === "social") serveProfiles(app, site, { images, mail, index, jpeg });
  app.get("*", (c) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname).replace(/\/+$/, "") || "/";
    const page = byPath.get(path);
    if (!page) return c.html(documentShell(site.name, "Not Found", "<h1>Not Found</h1>"), 404);
    const notice = (text: string) => documentShell(site.name, text, `<div class="notice"><h1>${escapeHtml(text)}</h1></div>`);
    if (page.kind === "soft-404") return c.html(notice(layout.soft404Text), 200);
    const state = mail.state(index.urlOf(page));
    if (state === "forbidden") return c.html(notice("403 Forbidden"), 403);
    if (state === "removed") {
      if (site.removal === "marker") return c.html(notice(layout.removedText), 200);
      return c.html(notice(site.removal === "410" ? "Gone" : "Not Found"), site.removal === "410" ? 410 : 404);
    }
    return c.html(layout.renderPage(site, pageView(page, page.path)));
  });
  return app;
}
