import { describe, expect, it } from "vitest";
import { nameVariants } from "./name-variants";

describe("nameVariants", () => {
  it("gives the name as written and the usual username spellings", () => {
    expect(nameVariants("Nova Quill")).toEqual(["Nova Quill", "novaquill", "nova_quill", "nova.quill", "nova-quill"]);
  });

  it("adds an unaccented spelling and collapses whitespace", () => {
    expect(nameVariants("  Zoë   Ray ")).toEqual(["Zoë Ray", "Zoe Ray", "zoeray", "zoe_ray", "zoe.ray", "zoe-ray"]);
  });

  it("splits usernames into words too, and leaves single words alone", () => {
    expect(nameVariants("nova_quill")).toContain("nova quill");
    expect(nameVariants("novaquill")).toEqual(["novaquill"]);
    expect(nameVariants("   ")).toEqual([]);
  });
});
