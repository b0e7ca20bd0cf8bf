import { describe, expect, it } from "vitest";
import { noticeInput } from "../testing/notice-input";
import type { NoticeElement, NoticeInput } from "../types";
import { validateNotice } from "./validate-notice";

const elementsOf = (input: NoticeInput): NoticeElement[] => [...new Set(validateNotice(input).map((problem) => problem.element))];
const base = noticeInput();

describe("validateNotice", () => {
  it("finds nothing missing in a complete notice of each basis", () => {
    for (const basis of ["dmca", "dsa", "delisting", "impersonation"] as const) expect(validateNotice(noticeInput({ basis }))).toEqual([]);
  });

  describe("DMCA §512(c)(3)(A)", () => {
    it("(i) refuses a notice without a signatory", () => {
      expect(elementsOf(noticeInput({ agent: { ...base.agent, signatory: " " } }))).toEqual(["signature"]);
    });
    it("(ii) refuses a notice without a work or with an undescribed work in a representative list", () => {
      expect(elementsOf(noticeInput({ works: [] }))).toEqual(["work"]);
      const many = noticeInput({ works: [base.works[0]!, { description: "", sourceUrls: [] }] });
      expect(validateNotice(many)).toEqual([{ element: "work", message: "work 2 of the representative list has no description" }]);
    });
    it("(iii) refuses a notice without material", () => {
      expect(elementsOf(noticeInput({ items: [] }))).toEqual(["material"]);
    });
    it("(iv) refuses a notice without the agent's name, address or a valid e-mail", () => {
      expect(elementsOf(noticeInput({ agent: { ...base.agent, address: "" } }))).toEqual(["contact"]);
      expect(elementsOf(noticeInput({ agent: { ...base.agent, name: "" } }))).toContain("contact");
      expect(elementsOf(noticeInput({ agent: { ...base.agent, email: "notices at unleak" } }))).toEqual(["contact"]);
    });
    it("(vi) refuses a notice without the letter's reference or hash", () => {
      expect(elementsOf(noticeInput({ authority: { reference: null, sha256: null, signedAt: null } }))).toEqual(["authority"]);
      expect(validateNotice(noticeInput({ authority: { reference: null, sha256: "b".repeat(64), signedAt: null } }))).toEqual([]);
    });
  });

  describe("material URLs", () => {
    const withUrls = (pageUrl: string, mediaUrls: string[] = []) => validateNotice(noticeInput({ items: [{ pageUrl, mediaUrls, title: null }] }));

    it("accepts absolute http(s) URLs, a root with a query included", () => {
      expect(withUrls("http://site.localhost/?v=12", ["https://site.localhost/a.jpg"])).toEqual([]);
    });
    it("refuses a site root only", () => {
      expect(withUrls("https://vidleakr.localhost/")[0]?.message).toMatch(/does not identify the material/);
      expect(withUrls("https://vidleakr.localhost")[0]?.message).toMatch(/does not identify the material/);
    });
    it("refuses 'see attached', relative and non-http URLs", () => {
      for (const url of ["see attached", "/v/123", "ftp://vidleakr.localhost/v/1", "javascript:alert(1)", " https://vidleakr.localhost/v/1"]) {
        expect(withUrls(url).map((problem) => problem.element)).toEqual(["material"]);
      }
    });
    it("refuses a URL listed twice, also as page and media", () => {
      expect(withUrls("https://vidleakr.localhost/v/1", ["https://VIDLEAKR.localhost/v/1"])[0]?.message).toMatch(/listed twice/);
    });
  });

  describe("DSA Art. 16(2)", () => {
    const dsa = (overrides: Partial<NoticeInput>) => elementsOf(noticeInput({ basis: "dsa", ...overrides }));
    it("(a) refuses without reasons (no described work)", () => expect(dsa({ works: [] })).toEqual(["reasons"]));
    it("(b) refuses without exact URLs", () => expect(dsa({ items: [] })).toEqual(["material"]));
    it("(c) refuses without the notifier's e-mail", () => expect(dsa({ agent: { ...base.agent, email: "" } })).toEqual(["notifier"]));
    it("needs no postal address", () => expect(dsa({ agent: { ...base.agent, address: "" } })).toEqual([]));
  });

  describe("delisting and impersonation", () => {
    it("delisting refuses without work, URLs or contact", () => {
      expect(elementsOf(noticeInput({ basis: "delisting", works: [], items: [], agent: { ...base.agent, email: "" } }))).toEqual(["work", "material", "contact"]);
    });
    it("impersonation refuses without the real account's URL", () => {
      expect(validateNotice(noticeInput({ basis: "impersonation", works: [{ description: "Mia Moon's Instagram", sourceUrls: [] }] }))).toEqual([
        { element: "work", message: "the real account's URL is missing" },
      ]);
    });
  });
});
