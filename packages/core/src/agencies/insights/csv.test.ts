import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes RFC 4180: commas, CRLF, quotes doubled inside quoted fields, empty for null", () => {
    expect(toCsv([["Creator", "Site", "Removed"], ["Nova Quill", "LeakBox", 2], ['Ada "the" Lovelace, Ltd', "Line\nbreak", null]])).toBe(
      'Creator,Site,Removed\r\nNova Quill,LeakBox,2\r\n"Ada ""the"" Lovelace, Ltd","Line\nbreak",\r\n',
    );
  });

  it("keeps a spreadsheet from running a text field as a formula, but leaves numbers alone", () => {
    expect(toCsv([["=HYPERLINK(1)", "+1", "-x", "@sum", "\tx", -1.5, 0]])).toBe("'=HYPERLINK(1),'+1,'-x,'@sum,'\tx,-1.5,0\r\n");
    expect(toCsv([['=1+2,"3"']])).toBe(`"'=1+2,""3"""\r\n`);
  });
});
