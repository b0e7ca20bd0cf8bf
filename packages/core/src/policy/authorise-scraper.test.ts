import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { authoriseScraper } from "./authorise-scraper";

const codeOf = (run: () => void) => {
  try {
    run();
    return "allowed";
  } catch (error) {
    return error instanceof AppError ? error.code : "other";
  }
};

describe("authoriseScraper", () => {
  const token = "scrape-token-0123456789";
  it("hides the metrics when no token is configured, whatever is presented", () => {
    expect(codeOf(() => authoriseScraper({ token: null, authorization: `Bearer ${token}` }))).toBe("NOT_FOUND");
  });
  it("lets the configured bearer token through and refuses anything else", () => {
    expect(codeOf(() => authoriseScraper({ token, authorization: `Bearer ${token}` }))).toBe("allowed");
    expect(codeOf(() => authoriseScraper({ token, authorization: `bearer ${token}` }))).toBe("allowed");
    for (const authorization of [undefined, "", `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, `Basic ${token}`, token]) {
      expect(codeOf(() => authoriseScraper({ token, authorization }))).toBe("INVALID_TOKEN");
    }
  });
});
