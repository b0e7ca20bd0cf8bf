import { legalBases } from "@unleak/contracts";
import { describe, expect, it } from "vitest";
import { noticeInput } from "../testing/notice-input";
import type { NoticeLanguage } from "../types";
import { composeNotice } from "./compose-notice";
import { NoticeIncompleteError } from "./notice-incomplete-error";
import { basisElements } from "./notice-elements";
import { noticeTemplates } from "./templates";
import { validateNotice } from "./validate-notice";

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

describe("the creator's management agency", () => {
  const managedBy = { name: "Starlight Talent GmbH", website: "https://starlight.example", email: "office@starlight.example", phone: "+49 30 1234567", address: "Musterstraße 1\n10115 Berlin\n\nGermany" };
  const agencyLines = {
    en: "Rights holder's management agency: Starlight Talent GmbH\nMusterstraße 1\n10115 Berlin\nGermany\nE-mail: office@starlight.example\nPhone: +49 30 1234567\nWebsite: https://starlight.example",
    de: "Management-Agentur des Rechteinhabers bzw. der Rechteinhaberin: Starlight Talent GmbH\nMusterstraße 1\n10115 Berlin\nGermany\nE-Mail: office@starlight.example\nTelefon: +49 30 1234567\nWebsite: https://starlight.example",
  };

  for (const basis of legalBases) {
    for (const language of ["en", "de"] as const) {
      it(`names the agency with its details in the authority section of a ${basis} notice in ${language}, the rest unchanged`, () => {
        const without = composeNotice(noticeInput({ basis, language }));
        const input = noticeInput({ basis, language, managedBy });
        expect(validateNotice(input)).toEqual([]);
        const notice = composeNotice(input);
        const heading = noticeTemplates[language].templates[basis].headings.authority!;
        const section = notice.text.split("\n\n").find((paragraph) => paragraph.startsWith(`${heading}\n`));
        expect(section).toContain(`\n${agencyLines[language]}`);
        // Only the agency's lines are added: every statement, the contact and the signature read as before.
        expect(notice.text.replace(`\n${agencyLines[language]}`, "")).toBe(without.text);
        expect(notice.subject).toBe(without.subject);
        expect(notice.elements).toEqual(without.elements);
        expect(notice.text).toContain(`/s/ Alex Agent\nUnleak Ltd, ${noticeTemplates[language].labels.onBehalfOf("Mia Moon")}`);
      });
    }
  }

  it("prints only the details the agency gave", () => {
    const { text } = composeNotice(noticeInput({ managedBy: { name: "Starlight Talent", website: null, email: null, phone: null, address: null } }));
    expect(text).toContain("LOA-2026-0042 (signed 2026-11-01)\nSHA-256 of the letter: " + "a".repeat(64) + "\nRights holder's management agency: Starlight Talent\n\n7. Signature");
    expect(text).not.toMatch(/undefined|null/);
  });

  it("says nothing of an agency without one", () => {
    for (const language of languages) {
      const { text } = composeNotice(noticeInput({ language }));
      expect(text).not.toContain(noticeTemplates[language].labels.managedBy);
    }
    expect(composeNotice(noticeInput({ managedBy: { name: "  " } })).text).not.toContain("management agency");
  });

  it("has the label in every language", () => {
    for (const language of languages) expect(noticeTemplates[language].labels.managedBy.trim()).not.toBe("");
    expect(new Set(languages.map((language) => noticeTemplates[language].labels.managedBy)).size).toBe(languages.length);
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
