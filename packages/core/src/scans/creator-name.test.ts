import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error";
import { isLinkable, parseCreatorName } from "./creator-name";

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return null;
};

describe("creator names", () => {
  it.each(["Nova Quill", "J. Lo", "Miss.Kitty", "Zoë Ångström", "@nova_quill", "DJ 5.0"])("accepts the name %s", (name) => {
    expect(isLinkable(name)).toBe(false);
    expect(parseCreatorName(`  ${name}  `)).toBe(name);
  });

  it.each(["WIN A PRIZE at http://evil.example/claim", "claim at evil.com", "prizes.xxx now", "write to win@evil.example", "www.evil", "ftp://x", "visit evil.club/win", "nova.tv"])(
    "refuses %s, which a mail client would turn into a link",
    (name) => {
      expect(codeOf(() => parseCreatorName(name))).toBe("CREATOR_NAME_INVALID");
    },
  );

  it("refuses an empty name and collapses whitespace", () => {
    expect(codeOf(() => parseCreatorName("   "))).toBe("CREATOR_NAME_REQUIRED");
    expect(parseCreatorName("Nova \n  Quill")).toBe("Nova Quill");
  });
});
