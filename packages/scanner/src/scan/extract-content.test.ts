import { describe, expect, it } from "vitest";
import { sitePlugins } from "../registry";
import { sandboxLayoutRules } from "../registry/sandbox-layout-rules";
import { extractPage, extractSearchHits, hasMarker } from "./extract-content";

const tube = { resultItem: "div.video-item", resultLink: "a.video-title", resultThumbnail: "a.thumb img", title: "h1.video-title", uploader: "a.channel", images: "img.poster, img.still" };

describe("extract content", () => {
  it("reads result links, titles and thumbnails inside each result item, as absolute URLs", () => {
    const html = `<div class="video-item"><a class="thumb" href="/go/1"><img src="/thumbs/1.jpg"></a><a class="video-title" href="/go/1"> Nova  Quill set </a></div>
      <div class="video-item"><a class="video-title" href="https://other.example/x">Other</a></div>`;
    expect(extractSearchHits(tube, undefined, html, "http://vidleakr.localhost:4500/search?q=x")).toEqual([
      { url: "http://vidleakr.localhost:4500/go/1", title: "Nova Quill set", thumbnail: "http://vidleakr.localhost:4500/thumbs/1.jpg" },
      { url: "https://other.example/x", title: "Other" },
    ]);
  });

  it("reads a page's title, uploader, uploader link and pictures (src or href)", () => {
    const html = `<h1 class="video-title">Set 3</h1><a class="channel" href="/u/x">@leaker</a><img class="poster" src="/m/0.jpg"><img class="still" src="/m/0.jpg">`;
    const page = extractPage({ ...tube, uploaderLink: "a.channel" }, undefined, html, "http://a.localhost/watch/3");
    expect(page).toEqual({ title: "Set 3", uploader: "leaker", uploaderUrl: "http://a.localhost/u/x", images: ["http://a.localhost/m/0.jpg"], text: "" });
  });

  it("reads a tube page's poster from its player, its preview sprite with the grid from data attributes, and its preview clip", () => {
    const html = `<h1 class="video-title">Full video #7</h1><div class="player"><video class="player-video" poster="/posters/v1.jpg" preload="none"></video></div>
<div class="preview-sprite" data-sprite="/sprites/v1.jpg" data-cols="5" data-rows="4"></div><video class="preview" src="/previews/v1.mp4" muted></video>`;
    const page = extractPage(sandboxLayoutRules.tube.extract, undefined, html, "http://vidleakr.localhost:4500/watch/v1");
    expect(page).toMatchObject({
      images: ["http://vidleakr.localhost:4500/posters/v1.jpg"],
      sprites: [{ url: "http://vidleakr.localhost:4500/sprites/v1.jpg", columns: 5, rows: 4 }],
      previewClips: ["http://vidleakr.localhost:4500/previews/v1.mp4"],
    });
  });

  it("reads a cam archive's sprite from an image with its own grid attributes and a lazily loaded clip, and skips a nonsense grid", () => {
    const html = `<h1 class="rec-title">Show</h1><div class="gallery"><img class="rec-cover" src="/posters/v2.jpg"></div>
<img class="rec-sprite" src="/sprites/v2.jpg" data-grid-columns="4" data-grid-rows="3"><img class="rec-sprite" src="/sprites/bad.jpg" data-grid-columns="0" data-grid-rows="x">
<video class="rec-preview" data-src="/previews/v2.mp4"></video>`;
    const page = extractPage(sandboxLayoutRules["cam-recordings"].extract, undefined, html, "http://camarchive.localhost:4500/recording/v2");
    expect(page.images).toEqual(["http://camarchive.localhost:4500/posters/v2.jpg"]);
    expect(page.sprites).toEqual([{ url: "http://camarchive.localhost:4500/sprites/v2.jpg", columns: 4, rows: 3 }]);
    expect(page.previewClips).toEqual(["http://camarchive.localhost:4500/previews/v2.mp4"]);
  });

  it("leaves sprites and clips out of a page without them", () => {
    const page = extractPage(sandboxLayoutRules.tube.extract, undefined, `<h1 class="video-title">x</h1><img class="poster" src="/m/0.jpg">`, "http://a.localhost/watch/1");
    expect(page).not.toHaveProperty("sprites");
    expect(page).not.toHaveProperty("previewClips");
  });

  it("reads JSON-rendered pages through the embedded-json plugin", () => {
    const plugin = sitePlugins["embedded-json"];
    const html = `<main><script id="__DATA__" type="application/json">{"channel":{"title":"Nova Quill drops","owner":"n0va"},"posts":[{"text":"hi","media":["/media/a-0.jpg"]}]}</script></main>`;
    expect(extractPage({ plugin: "embedded-json" }, plugin, html, "http://tg.localhost/channel/x")).toMatchObject({ title: "Nova Quill drops", uploader: "n0va", images: ["http://tg.localhost/media/a-0.jpg"] });
  });

  it("spots removed and soft-404 markers in the visible text, case-insensitively", () => {
    expect(hasMarker("<body><h1>This video has been REMOVED due to a copyright claim.</h1></body>", ["This video has been removed"])).toBe(true);
    expect(hasMarker("<body>fine</body>", ["removed"])).toBe(false);
    expect(hasMarker("<body>removed</body>", [])).toBe(false);
  });
});
