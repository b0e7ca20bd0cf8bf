import { describe, expect, it } from "vitest";
import { coveredByAny, normaliseUrl, urlCoveredBy } from "./normalise-url";

describe("normaliseUrl", () => {
  it("gives one spelling per page", () => {
    expect(normaliseUrl("HTTP://FanHub.Localhost:80/u/novaquill/?utm_source=x&b=2&a=1#top")).toBe("http://fanhub.localhost/u/novaquill?a=1&b=2");
    expect(normaliseUrl("https://example.com/")).toBe("https://example.com");
    expect(normaliseUrl("https://example.com:8443//a//b/")).toBe("https://example.com:8443/a/b");
    expect(normaliseUrl("ftp://example.com/x")).toBeNull();
    expect(normaliseUrl("not a url")).toBeNull();
  });
});

describe("urlCoveredBy", () => {
  const official = "http://fanhub.localhost:4500/u/novaquill";
  it("covers the page itself however written, and pages below it", () => {
    expect(urlCoveredBy("http://FANHUB.localhost:4500/u/novaquill/", official)).toBe(true);
    expect(urlCoveredBy("http://fanhub.localhost:4500/u/novaquill/posts/3?utm_medium=x", official)).toBe(true);
  });
  it("does not cover look-alike paths, other ports or other hosts", () => {
    expect(urlCoveredBy("http://fanhub.localhost:4500/u/novaquill_official", official)).toBe(false);
    expect(urlCoveredBy("http://fanhub.localhost:4501/u/novaquill", official)).toBe(false);
    expect(urlCoveredBy("http://snapgram.localhost:4500/u/novaquill", official)).toBe(false);
  });
  it("treats a bare host as the whole site, www. or not", () => {
    expect(coveredByAny("https://www.partner.example/promo/1", ["partner.example"])).toBe(true);
    expect(coveredByAny("https://cdn.partner.example/x.jpg", ["partner.example"])).toBe(true);
    expect(coveredByAny("https://notpartner.example/x", ["partner.example"])).toBe(false);
  });
});
