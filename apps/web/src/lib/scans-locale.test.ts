// The `scans` namespace has the English keys in every language, none empty, placeholders kept.
import { languages, resources } from "@unleak/i18n";
import { describe, expect, it } from "vitest";

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (!value || typeof value !== "object") return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>((flat, [key, child]) => ({ ...flat, ...flatten(child, prefix ? `${prefix}.${key}` : key) }), {});
}

const placeholders = (text: unknown) => (String(text).match(/{{\s*\w+\s*}}/g) ?? []).sort();
const english = flatten(resources.en.scans);

describe.each(languages.filter((language) => language !== "en"))("scans texts in %s", (language) => {
  const translated = flatten(resources[language].scans);

  it("has exactly the English keys", () => {
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it("has no empty text and keeps every placeholder", () => {
    for (const [key, text] of Object.entries(translated)) {
      expect(String(text).trim(), key).not.toBe("");
      expect(placeholders(text), key).toEqual(placeholders(english[key]));
    }
  });
});
