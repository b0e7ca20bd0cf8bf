// The drawn signature's checks: a real stroke passes; an empty, blank (transparent or one colour),
// mislabelled or oversized picture is refused with its own error code.
import { MAX_SIGNATURE_BYTES } from "@unleak/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signaturePng } from "./signature-image";

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;
const svg = (body: string) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">${body}</svg>`)).png().toBuffer();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "accepted", (error: { code?: string }) => error.code ?? "other");

describe("signaturePng", () => {
  it("accepts a drawn stroke and gives back its PNG bytes", async () => {
    const png = await svg('<path d="M10 60 L 290 70" stroke="#000" stroke-width="3"/>');
    expect(await signaturePng(dataUrl(png))).toEqual(png);
  });

  it("refuses an empty value, a transparent canvas and a canvas of one colour", async () => {
    expect(await codeOf(signaturePng(""))).toBe("SIGNATURE_REQUIRED");
    expect(await codeOf(signaturePng("data:,"))).toBe("SIGNATURE_REQUIRED");
    expect(await codeOf(signaturePng("data:image/png;base64,"))).toBe("SIGNATURE_REQUIRED");
    expect(await codeOf(signaturePng(dataUrl(await svg(""))))).toBe("SIGNATURE_REQUIRED");
    expect(await codeOf(signaturePng(dataUrl(await svg('<rect width="300" height="120" fill="#fff"/>'))))).toBe("SIGNATURE_REQUIRED");
  });

  it("refuses what is not a PNG, whatever its label", async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123456" } }).jpeg().toBuffer();
    expect(await codeOf(signaturePng(`data:image/jpeg;base64,${jpeg.toString("base64")}`))).toBe("UNSUPPORTED_MEDIA");
    expect(await codeOf(signaturePng(dataUrl(jpeg)))).toBe("UNSUPPORTED_MEDIA");
    expect(await codeOf(signaturePng(dataUrl(Buffer.from("%PDF-1.7"))))).toBe("UNSUPPORTED_MEDIA");
  });

  it("refuses more than MAX_SIGNATURE_BYTES before decoding it", async () => {
    expect(await codeOf(signaturePng(dataUrl(Buffer.alloc(MAX_SIGNATURE_BYTES + 1, 1))))).toBe("SIGNATURE_TOO_LARGE");
  });
});
