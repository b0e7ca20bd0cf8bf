import { describe, expect, it } from "vitest";
import { urlOf, leakRoutes } from "@unleak/contracts";
import { filtersFromSearch, filtersToQuery, filtersToSearch, pageCount } from "./leak-filters";

describe("leak filters", () => {
  it("builds the API query string with whole UTC days and the page size", () => {
    const url = urlOf(leakRoutes.list, { query: filtersToQuery({ site: "leakhub", quality: "exact", status: "new", from: "2026-11-01", to: "2026-11-30", page: 2 }) });
    expect(Object.fromEntries(new URL(url, "http://x").searchParams)).toEqual({
      site: "leakhub",
      quality: "exact",
      status: "new",
      from: "2026-11-01T00:00:00.000Z",
      to: "2026-11-30T23:59:59.999Z",
      page: "2",
      pageSize: "25",
    });
  });

  it("sends only page and size without filters", () => {
    expect(urlOf(leakRoutes.list, { query: filtersToQuery({ page: 1 }) })).toBe("/api/leaks?page=1&pageSize=25");
  });

  it("reads the page's URL, dropping invalid values", () => {
    const filters = filtersFromSearch(new URLSearchParams("site=vidzone&quality=perfect&status=whitelisted&from=yesterday&to=2026-11-30&page=-4"));
    expect(filters).toEqual({ site: "vidzone", quality: undefined, status: "whitelisted", from: undefined, to: "2026-11-30", page: 1 });
    expect(filtersFromSearch(new URLSearchParams("quality=name&status=removed"))).toMatchObject({ quality: "name", status: undefined });
    expect(filtersFromSearch(new URLSearchParams("status=awaiting_confirmation")).status).toBe("awaiting_confirmation");
    expect(filtersFromSearch(new URLSearchParams("status=sent")).status).toBe("sent");
  });

  it("round-trips through the URL and leaves page 1 out", () => {
    const filters = { quality: "high", from: "2026-11-01", page: 3 } as const;
    expect(filtersToSearch(filters).toString()).toBe("quality=high&from=2026-11-01&page=3");
    expect(filtersFromSearch(filtersToSearch(filters))).toMatchObject(filters);
    expect(filtersToSearch({ page: 1 }).toString()).toBe("");
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
