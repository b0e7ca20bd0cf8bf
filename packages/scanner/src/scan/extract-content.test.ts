import { describe, expect, it } from "vitest";
import { sitePlugins } from "../registry";
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
