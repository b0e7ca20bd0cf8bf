// Vitest project "web": component and unit tests of the SPA in jsdom.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

const root = fileURLToPath(new URL("../..", import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "web",
    root,
    environment: "jsdom",
    // jsdom is slow to build large test files on a loaded 2-core machine; a limit, not a timing assertion.
    testTimeout: 20_000,
    include: ["apps/web/src/**/*.test.{ts,tsx}"],
    setupFiles: [fileURLToPath(new URL("./src/testing/setup.ts", import.meta.url))],
  },
});
