import { describe, expect, it } from "vitest";
import { searchUrl } from "./search-url";

describe("searchUrl", () => {
  it("fills page numbers from 1 and encodes the terms", () => {
    expect(searchUrl("http://vidleakr.localhost:4500", { urlTemplate: "/search?q={searchTerms}&page={startPage}" }, "Nova Quill", 2)).toBe(
      "http://vidleakr.localhost:4500/search?q=Nova%20Quill&page=2",
    );
  });
  it("fills result offsets from 0 with the page size", () => {
    const template = { urlTemplate: "/search?keywords={searchTerms}&start={startIndex}", resultsPerPage: 5 };
    expect(searchUrl("http://leakforum.localhost:4500", template, "novaquill", 1)).toMatch(/start=0$/);
    expect(searchUrl("http://leakforum.localhost:4500", template, "novaquill", 3)).toMatch(/start=10$/);
  });
  it("keeps absolute templates and drops unknown optional parameters", () => {
    expect(searchUrl("https://a.example", { urlTemplate: "https://b.example/s/{searchTerms}/{startPage}/?x={language?}" }, "n&q", 1)).toBe("https://b.example/s/n%26q/1/?x=");
  });
});
