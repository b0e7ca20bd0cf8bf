import { legalBases } from "@unleak/contracts";
import { describe, expect, it } from "vitest";
import { noticeInput } from "../testing/notice-input";
import type { NoticeLanguage } from "../types";
import { composeNotice } from "./compose-notice";
import { NoticeIncompleteError } from "./notice-incomplete-error";
import { basisElements } from "./notice-elements";
import { noticeTemplates } from "./templates";

const languages: NoticeLanguage[] = ["en", "de", "es", "fr"];
const urls = ["https://vidleakr.localhost/v/123-mia-moon", "https://cdn.vidleakr.localhost/m/123.mp4", "https://vidleakr.localhost/v/456"];

describe("composeNotice", () => {
  for (const basis of legalBases) {
    for (const language of languages) {
      it(`composes a complete ${basis} notice in ${language}`, () => {
        const input = noticeInput({ basis, language });
        const notice = composeNotice(input);
        const template = noticeTemplates[language].templates[basis];
        expect(notice.elements).toEqual(basisElements[basis]);
        expect(notice.subject).toContain("UL-7K3QX9");
        expect(notice.subject).toContain("vidleakr");
        for (const element of notice.elements) expect(notice.text).toContain(template.headings[element]);
        for (const url of urls) expect(notice.text).toMatch(new RegExp(`^\\S+: ${url.replace(/[.]/g, "\\.")}$`, "m"));
        expect(notice.text).toContain("/s/ Alex Agent");
        expect(notice.text).toContain(noticeTemplates[language].labels.onBehalfOf("Mia Moon"));
        expect(notice.text).toContain("LOA-2026-0042");
        expect(notice.text).toContain("a".repeat(64));
        expect(notice.text).toContain("notices@unleak.example");
        expect(notice.text).not.toMatch(/undefined|null/);
      });
    }
  }

  it("writes the English DMCA subject and statements verbatim", () => {
    const notice = composeNotice(noticeInput());
    expect(notice.subject).toBe("DMCA notice UL-7K3QX9: 3 URLs on vidleakr");
    expect(notice.text).toContain("I have a good faith belief that use of the material in the manner complained of is not authorized by the copyright owner, its agent, or the law.");
    expect(notice.text).toContain("under penalty of perjury");
    expect(notice.text).toContain("Page: https://vidleakr.localhost/v/123-mia-moon\nMedia: https://cdn.vidleakr.localhost/m/123.mp4\nPage: https://vidleakr.localhost/v/456");
    expect(notice.text).toContain("/s/ Alex Agent\nUnleak Ltd, on behalf of Mia Moon (authorised agent)");
  });

  it("addresses the host formally in German", () => {
    expect(composeNotice(noticeInput({ language: "de" })).text).toContain("Bitte entfernen Sie");
  });

  it("lists several works as a representative list", () => {
    const works = [
      { description: "Set A", sourceUrls: [] },
      { description: "Set B", sourceUrls: ["https://fans.example/b"] },
    ];
    expect(composeNotice(noticeInput({ works })).text).toContain("Representative list of the works:\n1. Set A\n2. Set B\nOriginal: https://fans.example/b");
  });

  it("refuses an incomplete notice with each missing element named", () => {
    const input = noticeInput({ items: [], agent: { ...noticeInput().agent, signatory: "" } });
    try {
      composeNotice(input);
      expect.unreachable("an incomplete notice was composed");
    } catch (error) {
      expect(error).toBeInstanceOf(NoticeIncompleteError);
      expect((error as NoticeIncompleteError).problems.map((problem) => problem.element)).toEqual(["material", "signature"]);
    }
  });
});

describe("the statements a host's checker looks for", () => {
  // Hosts outside the English-speaking world still search notices for the US terms of art.
  for (const basis of ["dmca", "dsa", "delisting"] as const) {
    for (const language of languages) {
      it(`${basis} in ${language} names good faith and the penalty of perjury in English too`, () => {
        const { text } = composeNotice(noticeInput({ basis, language }));
        expect(text).toMatch(/good faith/);
        expect(text).toMatch(/penalty of perjury/);
        expect(text).toMatch(/\/s\/ \S/);
      });
    }
  }
});
