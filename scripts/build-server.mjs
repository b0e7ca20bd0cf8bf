// Bundles the server for `npm start` and `npm run worker`: apps/server/src/{main,worker}.ts into
// apps/server/dist/*.mjs (see bundle.mjs). The server then runs on plain Node without the
// TypeScript loader: about 100 MB less memory and no compilation at start (ADR 010).
// `npm run dev` still runs the sources through tsx.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleForNode } from "./bundle.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "apps/server/dist");
const started = Date.now();
await bundleForNode({
  root,
  outdir,
  entryPoints: { main: path.join(root, "apps/server/src/main.ts"), worker: path.join(root, "apps/server/src/worker.ts") },
});
console.log(`server bundled into ${path.relative(root, outdir)} in ${Date.now() - started} ms`);
