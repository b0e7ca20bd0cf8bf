// Lint: TypeScript rules everywhere, React hooks in the web app, and the boundaries of DESIGN.md §2
// and STYLE.md. Each boundary rule is proven by a file it must reject (lint-fixtures/, checked by
// scripts/lint-rules.test.ts).
import { readdirSync, existsSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Files that broke a rule when it came in and belong to other work: exempted by name, so that no
// new file slips through; the lists only shrink (the lead empties them).
// Root-level tooling (no package of its own) that reaches into package sources by relative path.
const pendingRelativePackageImports = [
  ...["corpus/low-contrast.ts", "corpus/naive-pdq.ts", "hash-index.bench.ts", "image-match.bench.ts", "pdq.bench.ts", "scan-measure.ts"].map((file) => `bench/${file}`),
  "e2e/layout.spec.ts",
];
// Shared web code that imports features (a test that checks every feature's signed-URL queries).
const pendingSharedFeatureImports = ["apps/web/src/lib/signed-urls.test.ts"];

const layering = "This package may not import that one: dependencies point down (see DESIGN.md §2).";
const ours = (allowed, message = layering) => ({
  group: ["@unleak/*", ...allowed.flatMap((name) => [`!@unleak/${name}`, `!@unleak/${name}/*`])],
  message,
});
// The domain and what lies below it know neither HTTP nor React nor the auth library.
const frameworks = (...allowed) => ({
  group: ["hono", "hono/*", "@hono/*", "react", "react/*", "react-*", "better-auth", "better-auth/*", ...allowed.map((name) => `!${name}`)],
  message: "Framework imports stay in apps/: the domain knows neither HTTP nor React (see DESIGN.md §2).",
});
const routesDelegate = {
  group: ["@unleak/db", "@unleak/db/*", "drizzle-orm", "drizzle-orm/*"],
  message: "Routes validate, authorise and delegate to packages/core; they do not query the database.",
};
// One no-restricted-imports per file set: a later config object replaces the rule's options whole.
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const server = ["db", "core", "jobs", "i18n", "contracts", "scanner", "sandbox", "takedown"];

// Paths hang off this file, not the working directory, so linting from a subfolder sees the same rules.
const here = import.meta.dirname;
const web = "apps/web/src";
const featuresDir = `${here}/${web}/features`;
const featureNames = existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name) : [];
const sharedWeb = ["components", "hooks", "lib", "config", "testing"].map((dir) => `./${web}/${dir}`);
const webZones = [
  { target: `./${web}/features`, from: `./${web}/app`, message: "Features do not import app/: app/ composes features, not the reverse." },
  {
    target: sharedWeb,
    from: [`./${web}/features`, `./${web}/app`],
    message: "Shared code imports neither features nor app/: move what both need into shared code.",
  },
  ...featureNames.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message: "Features do not import each other: compose them in app/routes.",
  })),
];

export default tseslint.config(
  { ignores: ["packages/scanner/assembly/**", "bench/.build/**", "**/dist/**", "**/node_modules/**", "bench/results/**", "test-results/**", "playwright-report/**", "data/**", "lint-fixtures/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      // Without these import-x reads only .js files when it follows imports (no-cycle would see nothing).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${here}/tsconfig.json` })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "import-x/no-relative-packages": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  { files: pendingRelativePackageImports, rules: { "import-x/no-relative-packages": "off" } },
  { files: ["packages/scanner/**"], rules: restrict([ours([]), frameworks()]) },
  { files: ["packages/sandbox/**"], rules: restrict([ours([])]) },
  // The takedown engine is pure like the scanner (DESIGN.md §2): word lists from contracts, the fetcher from scanner.
  { files: ["packages/takedown/**"], rules: restrict([ours(["contracts", "scanner"]), frameworks()]) },
  { files: ["packages/i18n/**"], rules: restrict([ours([]), frameworks()]) },
  { files: ["packages/contracts/**"], rules: restrict([ours([]), frameworks("@hono/zod-openapi")]) },
  // contracts (zod only) is the bottom layer: the schema types its columns with contracts' word lists.
  { files: ["packages/db/**"], rules: restrict([ours(["contracts"]), frameworks()]) },
  { files: ["packages/jobs/**"], rules: restrict([ours(["db"]), frameworks()]) },
  { files: ["packages/core/**"], rules: restrict([ours(["db", "jobs", "scanner", "contracts", "takedown"]), frameworks()]) },
  { files: ["packages/cli/**"], rules: restrict([ours(["scanner", "sandbox", "takedown"])]) },
  { files: ["apps/server/**"], rules: restrict([ours(server)]) },
  {
    files: ["apps/server/src/routes/**"],
    // A route's tests may arrange and inspect rows directly; the route itself may not.
    ignores: ["apps/server/src/routes/**/*.test.ts"],
    rules: restrict([ours(server), routesDelegate]),
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    // One tsconfig per file set: the resolver, given several, loses them when cwd is spelled differently.
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${here}/apps/web/tsconfig.json` })] },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([ours(["i18n", "contracts"], "The web app talks to the server over HTTP only.")]),
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: pendingSharedFeatureImports,
    rules: { "import-x/no-restricted-paths": ["error", { basePath: here, zones: webZones }] },
  },
);
