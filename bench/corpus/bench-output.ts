// Shared by the benchmarks: print a result as JSON and keep a copy in bench/results/<name>.json.

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function reportBench(name: string, result: object): void {
  const json = JSON.stringify(result, null, 2);
  mkdirSync(path.join(benchDir, "results"), { recursive: true });
  writeFileSync(path.join(benchDir, "results", `${name}.json`), json + "\n");
  console.log(json);
}

/** True when `moduleUrl` is the script node was asked to run (so a bench file runs standalone). */
export function isMainModule(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}
