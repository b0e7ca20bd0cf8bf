// Lists that @unleak/contracts repeats so that the web app need not import the engine or the
// server's i18n setup: each must stay equal to its source.
import { interfaceLanguages, scanStages } from "@unleak/contracts";
import { languages } from "@unleak/i18n";
import { SCAN_STAGES } from "@unleak/scanner";
import { describe, expect, it } from "vitest";

describe("lists shared through contracts", () => {
  it("scan stages are the same in the engine and in what the web app shows", () => {
    expect([...scanStages]).toEqual([...SCAN_STAGES]);
  });

  it("interface languages are the ones with translations", () => {
    expect([...interfaceLanguages]).toEqual([...languages]);
  });
});
