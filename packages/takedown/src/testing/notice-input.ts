// A complete notice input for tests, with overrides per test.
import type { NoticeInput } from "../types";

export function noticeInput(overrides: Partial<NoticeInput> = {}): NoticeInput {
  return {
    basis: "dmca",
    language: "en",
    reference: "UL-7K3QX9",
    date: new Date("2026-11-24T10:00:00Z"),
    agent: {
      name: "Unleak Ltd",
      address: "1 Example Street\nLondon EC1A 1AA\nUnited Kingdom",
      email: "notices@unleak.example",
      phone: "+44 20 7946 0000",
      signatory: "Alex Agent",
      website: "https://unleak.example",
    },
    principal: { name: "Mia Moon" },
    recipient: { name: "vidleakr", kind: "site" },
    works: [{ description: "Photo and video set \"Golden Hour\" (2026)", sourceUrls: ["https://fans.example/miamoon/golden-hour"] }],
    items: [
      { pageUrl: "https://vidleakr.localhost/v/123-mia-moon", mediaUrls: ["https://cdn.vidleakr.localhost/m/123.mp4"], title: "Mia Moon golden hour" },
      { pageUrl: "https://vidleakr.localhost/v/456", mediaUrls: [], title: null },
    ],
    authority: { reference: "LOA-2026-0042", sha256: "a".repeat(64), signedAt: new Date("2026-11-01T09:00:00Z") },
    ...overrides,
  };
}
