// The German texts address the creator formally ("Sie"), as the spec's German does: no "du" form
// may slip into any namespace.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("./locales/de/", import.meta.url);
const informal = /\b(du|dich|dir|dein|deine|deinem|deinen|deiner|deines)\b/i;

function texts(value: unknown, key = ""): Array<[string, string]> {
  if (typeof value === "string") return [[key, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([child, inner]) => texts(inner, key ? `${key}.${child}` : child));
}

describe("German", () => {
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    it(`addresses the creator as "Sie" in ${file}`, () => {
      const namespace = JSON.parse(readFileSync(new URL(file, folder), "utf8")) as unknown;
      const informalTexts = texts(namespace).filter(([, text]) => informal.test(text));
      expect(informalTexts).toEqual([]);
    });
  }
});
