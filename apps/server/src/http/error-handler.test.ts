import { appErrorCodes } from "@unleak/core";
import { describe, expect, it } from "vitest";
import { errorBody } from "./error-handler";

describe("error answers", () => {
  it("carry a message of their own in every language for every error code", () => {
    for (const language of ["en", "de", "es", "fr"]) {
      const request = new Request("http://localhost/", { headers: { "accept-language": language } });
      for (const code of appErrorCodes) {
        const { message } = errorBody(request, code).error;
        expect(message, `${language} ${code}`).not.toBe(`errors:${code}`);
        expect(message, `${language} ${code}`).not.toBe(code);
        expect(message.length, `${language} ${code}`).toBeGreaterThan(3);
      }
    }
  });
});
