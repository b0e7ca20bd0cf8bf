// Proves each boundary rule of eslint.config.js: every file in lint-fixtures/ breaks exactly one
// rule (or, *.ok.ts and no-cycle/, none). A fixture names the rule it must trip in a
// `// rejects: <rule>` line and, when a rule depends on where a file lives, a `// lint-as: <path>`
// line: it is linted as if it sat there, without being put there.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const fixtures = join(root, "lint-fixtures");
// Linting resolves imports across the repository: slower than a usual unit test, never timed.
const timeout = 120_000;

const header = (source: string, key: string) => source.match(new RegExp(`^// ${key}: (\\S+)`, "m"))?.[1];
const placed = readdirSync(fixtures)
  .filter((name) => name.endsWith(".ts"))
  .map((name) => {
    const source = readFileSync(join(fixtures, name), "utf8");
    return { name, source, lintAs: header(source, "lint-as"), rejects: header(source, "rejects") ?? null };
  });

let eslint: ESLint;
beforeAll(() => {
  // ignore: false lets the fixtures in, which the normal `npm run lint` leaves out.
  eslint = new ESLint({ cwd: root, ignore: false });
});

const rulesBroken = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));

describe("lint boundaries", () => {
  it("places every fixture, and pairs each accepted variant with a rejected one", () => {
    const rules = new Set(placed.map((fixture) => fixture.rejects));
    expect(rules).toEqual(new Set(["import-x/no-relative-packages", "no-restricted-imports", "import-x/no-restricted-paths", null]));
    for (const { name, lintAs, rejects } of placed) {
      expect(lintAs, name).toMatch(/^(apps|packages)\//);
      if (name.endsWith(".ok.ts")) expect(rejects, name).toBeNull();
      if (name.endsWith(".ok.ts")) expect(placed.find((f) => f.name === name.replace(".ok.ts", ".ts"))?.rejects, name).toBeTruthy();
    }
  });

  it.each(placed)("$name breaks exactly the rule it names", async ({ source, lintAs, rejects }) => {
    const results = await eslint.lintText(source, { filePath: join(root, lintAs!) });
    expect(rulesBroken(results)).toEqual(rejects ? [rejects] : []);
  }, timeout);

  it("rejects an import cycle in both of its files", async () => {
    const results = await eslint.lintFiles([join(fixtures, "cycle")]);
    expect(results).toHaveLength(2);
    expect(rulesBroken(results)).toEqual(["import-x/no-cycle", "import-x/no-cycle"]);
  }, timeout);

  it("accepts the same modules once the dependency points one way", async () => {
    const results = await eslint.lintFiles([join(fixtures, "no-cycle")]);
    expect(results).toHaveLength(2);
    expect(rulesBroken(results)).toEqual([]);
  }, timeout);

  it("leaves the fixtures out of the normal lint run", async () => {
    const normal = new ESLint({ cwd: root });
    expect(await normal.isPathIgnored(join(fixtures, "layering.ts"))).toBe(true);
  });
});
