// Every locale file has exactly the keys of the English one, none empty, placeholders kept.
import { languages, namespaces, resources } from "@unleak/i18n";
import { describe, expect, it } from "vitest";


function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (!value || typeof value !== "object") return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (flat, [key, child]) => ({ ...flat, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: unknown) => (String(text).match(/{{\s*\w+\s*}}/g) ?? []).sort();

describe.each([...namespaces])("locale namespace %s", (namespace) => {
  const english = flatten(resources.en[namespace]);

  it("is not empty in English", () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(languages.filter((language) => language !== "en"))("has the same keys in %s", (language) => {
    const translated = flatten(resources[language][namespace]);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
  });

  it.each([...languages])("has no empty texts and keeps the placeholders in %s", (language) => {
    const translated = flatten(resources[language][namespace]);
    for (const [key, text] of Object.entries(translated)) {
      expect(typeof text, `${language}:${namespace}:${key}`).toBe("string");
      expect(String(text).trim(), `${language}:${namespace}:${key}`).not.toBe("");
      expect(placeholders(text), `${language}:${namespace}:${key}`).toEqual(placeholders(english[key]));
    }
  });
});
