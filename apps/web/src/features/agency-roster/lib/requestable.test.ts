import { describe, expect, it } from "vitest";
import { isRequestable } from "./requestable";

describe("isRequestable", () => {
  it("offers new, awaiting, failed and rejected leaks, never filed or judged ones", () => {
    expect(isRequestable({ status: "new", disposition: null })).toBe(true);
    expect(isRequestable({ status: "rejected", disposition: null })).toBe(true);
    expect(isRequestable({ status: "sent", disposition: null })).toBe(false);
    expect(isRequestable({ status: "removed", disposition: null })).toBe(false);
    expect(isRequestable({ status: "new", disposition: "licensed" })).toBe(false);
  });
});
