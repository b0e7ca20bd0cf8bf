import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { noticeInput } from "../testing/notice-input";
import { composeNotice } from "./compose-notice";
import { renderNoticePdf } from "./render-notice-pdf";

// WinAnsi's 0x80-0x9F (Node's TextDecoder reads "windows-1252" as Latin-1 there).
const winAnsiHigh = "€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ";
const fromWinAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? winAnsiHigh[byte - 0x80] : String.fromCharCode(byte))).join("");

/** The text drawn on the pages: content streams inflated, their hex strings decoded from WinAnsi. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const raw = object.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode") ? inflateSync(object.contents) : Buffer.from(object.contents);
    for (const [, hex] of raw.toString("latin1").matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(fromWinAnsi(Buffer.from(hex!, "hex")));
  }
  return parts.join("\n");
}

describe("renderNoticePdf", () => {
  it("shows the subject, every URL and the signature", async () => {
    const input = noticeInput();
    const text = await pdfText(await renderNoticePdf(input, composeNotice(input)));
    expect(text).toContain("DMCA notice UL-7K3QX9: 3 URLs on vidleakr");
    for (const item of input.items) for (const url of [item.pageUrl, ...item.mediaUrls]) expect(text).toContain(url);
    expect(text).toContain("/s/ Alex Agent");
  });

  it("draws French and German text the standard font cannot encode without throwing", async () => {
    const input = noticeInput({ language: "fr", principal: { name: "Zoë 🌙" } });
    const text = await pdfText(await renderNoticePdf(input, composeNotice(input)));
    expect(text).toContain("Œuvre protégée");
    expect(text).toContain("Zoë ?");
  });

  it("records the reference and date in the PDF's metadata", async () => {
    const input = noticeInput({ language: "de" });
    const doc = await PDFDocument.load(await renderNoticePdf(input, composeNotice(input)));
    expect(doc.getSubject()).toBe("UL-7K3QX9");
    expect(doc.getCreationDate()?.toISOString()).toBe("2026-11-24T10:00:00.000Z");
  });
});
