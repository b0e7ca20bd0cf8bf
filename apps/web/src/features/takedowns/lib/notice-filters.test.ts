import { describe, expect, it } from "vitest";
import { noticeFiltersFromSearch, noticeFiltersToSearch, noticePageCount } from "./notice-filters";

describe("notice filters", () => {
  it("reads a known status and a page, dropping anything invalid", () => {
    expect(noticeFiltersFromSearch(new URLSearchParams("status=sent&page=3"))).toEqual({ status: "sent", page: 3 });
    expect(noticeFiltersFromSearch(new URLSearchParams("status=bogus&page=-1"))).toEqual({ status: undefined, page: 1 });
  });

  it("writes only what is set, page 1 left out", () => {
    expect(noticeFiltersToSearch({ status: "queued", page: 1 }).toString()).toBe("status=queued");
    expect(noticeFiltersToSearch({ page: 2 }).toString()).toBe("page=2");
  });

  it("counts at least one page", () => {
    expect(noticePageCount(0)).toBe(1);
    expect(noticePageCount(26)).toBe(2);
  });
});
