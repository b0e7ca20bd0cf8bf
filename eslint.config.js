// Lint: TypeScript rules everywhere, React hooks in the web app, and the package boundaries of
// DESIGN.md §2 (dependencies point down; the engine and the sandbox import nothing of ours;
// web features do not import each other).
import { readdirSync, existsSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ours = (...allowed) => ({
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: ["@unleak/*", ...allowed.flatMap((name) => [`!@unleak/${name}`, `!@unleak/${name}/*`])],
          message: "This package may not import that one: dependencies point down (see DESIGN.md §2).",
        },
      ],
    },
  ],
});

const featuresDir = "apps/web/src/features";
const features = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

export default tseslint.config(
  { ignores: ["packages/scanner/assembly/**", "bench/.build/**", "**/dist/**", "**/node_modules/**", "bench/results/**", "test-results/**", "playwright-report/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  { files: ["packages/scanner/**"], rules: ours() },
  { files: ["packages/sandbox/**"], rules: ours() },
  { files: ["packages/i18n/**"], rules: ours() },
  { files: ["packages/contracts/**"], rules: ours() },
  { files: ["packages/db/**"], rules: ours() },
  { files: ["packages/jobs/**"], rules: ours("db") },
  { files: ["packages/core/**"], rules: ours("db", "jobs", "scanner", "contracts") },
  { files: ["packages/cli/**"], rules: ours("scanner", "sandbox") },
  { files: ["apps/server/**"], rules: ours("db", "core", "jobs", "i18n", "contracts", "scanner", "sandbox") },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...ours("i18n", "contracts") },
  },
  ...features.map((feature) => ({
    files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@unleak/*", "!@unleak/i18n", "!@unleak/contracts"], message: "The web app talks to the server over HTTP only." },
            {
              group: ["@/features/*", `!@/features/${feature}`, `!@/features/${feature}/**`, "../../features/*", "../../*/"],
              message: "Features do not import each other: compose them in app/routes.",
            },
          ],
        },
      ],
    },
  })),
);
