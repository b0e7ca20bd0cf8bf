import { describe, expect, it } from "vitest";
import { filtersFromSearch, filtersToQuery, filtersToSearch, pageCount } from "./fake-profile-filters";

describe("fake profile filters", () => {
  it("reads the platform, a visible status and the page from the URL, dropping the rest", () => {
    expect(filtersFromSearch(new URLSearchParams("site=instagram&status=self_report&page=3"))).toEqual({ site: "instagram", status: "self_report", page: 3 });
    // Her verdicts are never listed, so they are no filter either.
    expect(filtersFromSearch(new URLSearchParams("status=not_me&page=-2"))).toEqual({ site: undefined, status: undefined, page: 1 });
  });

  it("keeps only the set filters in the URL and always asks the API for a page", () => {
    expect(filtersToSearch({ status: "open", page: 1 }).toString()).toBe("status=open");
    expect(filtersToSearch({ site: "x", page: 2 }).toString()).toBe("site=x&page=2");
    expect(filtersToQuery({ page: 2 })).toEqual({ site: undefined, status: undefined, page: 2, pageSize: 25 });
  });

  it("counts at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
