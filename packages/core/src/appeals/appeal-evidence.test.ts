import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { checkEvidence, cleanFileName, sniffEvidence } from "./appeal-evidence";

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 ")]);
const pdf = Buffer.from("%PDF-1.7\n");

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("appeal evidence", () => {
  it("knows pictures and PDFs by their first bytes", () => {
    expect(sniffEvidence(jpeg)).toEqual({ contentType: "image/jpeg", extension: "jpg" });
    expect(sniffEvidence(png)).toEqual({ contentType: "image/png", extension: "png" });
    expect(sniffEvidence(webp)).toEqual({ contentType: "image/webp", extension: "webp" });
    expect(sniffEvidence(pdf)).toEqual({ contentType: "application/pdf", extension: "pdf" });
    for (const other of ["<html></html>", "GIF89a", "RIFF\0\0\0\0WAVE", " %PDF-1.7", "\xff\xd8"]) expect(sniffEvidence(Buffer.from(other, "latin1"))).toBeNull();
  });

  it("refuses what the content says is no picture or PDF, whatever the name, and names the file", () => {
    expect(refusal(() => checkEvidence([{ name: "photo.png", bytes: Buffer.from("<svg/>") }]))).toEqual({ code: "UNSUPPORTED_MEDIA", details: { field: "evidence", fileName: "photo.png" } });
    expect(refusal(() => checkEvidence([{ name: "empty.pdf", bytes: Buffer.alloc(0) }])).code).toBe("FILE_REQUIRED");
    expect(refusal(() => checkEvidence([{ name: "big.pdf", bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) }]))).toMatchObject({ code: "FILE_TOO_LARGE", details: { fileName: "big.pdf", megabytes: 10 } });
    expect(refusal(() => checkEvidence(Array.from({ length: 4 }, (_, n) => ({ name: `${n}.pdf`, bytes: pdf }))))).toMatchObject({ code: "VALIDATION_FAILED", details: { fields: [{ path: "evidence" }] } });
  });

  it("takes up to three files, each typed by its content", () => {
    const checked = checkEvidence([
      { name: "a.pdf", bytes: jpeg },
      { name: "b", bytes: pdf },
      { name: "c.webp", bytes: webp },
    ]);
    expect(checked.map(({ name, contentType, extension }) => [name, contentType, extension])).toEqual([
      ["a.pdf", "image/jpeg", "jpg"],
      ["b", "application/pdf", "pdf"],
      ["c.webp", "image/webp", "webp"],
    ]);
  });

  it("cleans file names for showing and storing", () => {
    expect(cleanFileName("nova\u0000.png", "x")).toBe("nova.png");
    expect(cleanFileName("bad\ud800name.pdf", "x")).toBe("badname.pdf");
    expect(cleanFileName("  \u0007 ", "evidence-1")).toBe("evidence-1");
    expect(cleanFileName("a".repeat(300), "x")).toHaveLength(200);
    expect(cleanFileName("😀 smile.png", "x")).toBe("😀 smile.png");
    const cut = cleanFileName("😀".repeat(250), "x");
    expect(Array.from(cut)).toHaveLength(200);
    expect(cut).toBe("😀".repeat(200));
  });
});
