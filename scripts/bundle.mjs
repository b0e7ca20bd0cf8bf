// Bundles our TypeScript entry points into plain ESM for Node: our own code only (npm packages
// stay imports, loaded from node_modules). Used by build-server.mjs for npm start and by the
// benchmarks that measure what npm start runs.
import * as esbuild from "esbuild";
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Our sources find their files (migrations, web build, wasm, assets) relative to themselves.
 * Inside a bundle import.meta.url is the bundle's, so each occurrence is rewritten to the URL of
 * the source file it came from, relative to the bundle: the repository stays relocatable.
 */
function sourceImportMetaUrl(outdir) {
  return {
    name: "source-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.(ts|mjs)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const contents = await readFile(args.path, "utf8");
        if (!contents.includes("import.meta.url")) return undefined;
        const fromBundle = path.relative(outdir, args.path).split(path.sep).join("/");
        return {
          contents: contents.replaceAll("import.meta.url", `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
          loader: args.path.endsWith(".ts") ? "ts" : "js",
        };
      });
    },
  };
}

/** npm packages are loaded from node_modules at run time; workspace packages are bundled. */
const externalPackages = {
  name: "external-packages",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@unleak/") ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Bundles `entryPoints` ({ name: path }) into `outdir`/name.mjs. The scanner's picture-matcher
 * thread is always bundled beside them, and the bundles tell the scanner where it is.
 */
export async function bundleForNode({ root, entryPoints, outdir }) {
  await esbuild.build({
    entryPoints: { ...entryPoints, "picture-match-worker": path.join(root, "packages/scanner/src/scan/picture-match-worker.ts") },
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    banner: { js: 'globalThis.__unleakPictureWorker = new URL("./picture-match-worker.mjs", import.meta.url);' },
    plugins: [sourceImportMetaUrl(outdir), externalPackages],
    logLevel: "warning",
  });
}
