// Every figure the product shows comes from its real numbers (GET /api/stats and the scan results)
// or is not shown: no text in any language may carry a marketing figure of its own.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const locales = new URL("./locales/", import.meta.url);
const madeUp = /1000\+|1[.,\s ]?200\b|500[.,]?(000|k)|1[.,]7\s?(M|Mio)|50\+|(über|más de|plus de|more than) 50\b|30[-\s]?(second|Sekunden|segundos|secondes)|(within|innerhalb von|en|sous) 24 (hours|Stunden|horas|heures)/i;

function texts(value: unknown, key = ""): Array<[string, string]> {
  if (typeof value === "string") return [[key, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([child, inner]) => texts(inner, key ? `${key}.${child}` : child));
}

describe("the texts' figures", () => {
  for (const language of readdirSync(locales)) {
    it(`are never made up in ${language}`, () => {
      const folder = new URL(`${language}/`, locales);
      const found = readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .flatMap((name) => texts(JSON.parse(readFileSync(new URL(name, folder), "utf8")), name.replace(".json", "")))
        .filter(([, text]) => madeUp.test(text));
      expect(found).toEqual([]);
    });
  }
});
