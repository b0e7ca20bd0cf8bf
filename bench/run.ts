// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line),
// each printing its JSON and writing bench/results/<name>.json, then a summary line per bench.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

const summary: Record<string, unknown> = {};
mkdirSync(path.join(benchDir, "results"), { recursive: true });
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, "");
  const module = (await import(pathToFileURL(path.join(benchDir, file)).href)) as { run?: () => Promise<object> };
  if (typeof module.run !== "function") throw new Error(`${file} does not export run()`);
  const started = Date.now();
  const result = await module.run();
  summary[name] = { ...result, benchSeconds: (Date.now() - started) / 1000 };
}
writeFileSync(path.join(benchDir, "results", "summary.json"), JSON.stringify(summary, null, 2));
console.log(JSON.stringify({ summary: Object.keys(summary), written: "bench/results/summary.json" }));
