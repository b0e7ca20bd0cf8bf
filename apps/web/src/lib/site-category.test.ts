import { describe, expect, it } from "vitest";
import { siteCategoryKey } from "./site-category";

describe("siteCategoryKey", () => {
  it("maps the scanner's category ids to label keys, unknown ones to 'unknown'", () => {
    expect(siteCategoryKey("leak-aggregator")).toBe("siteCategory.leak-aggregator");
    expect(siteCategoryKey("cam-recordings")).toBe("siteCategory.cam-recordings");
    expect(siteCategoryKey("something-new")).toBe("siteCategory.unknown");
  });
});
