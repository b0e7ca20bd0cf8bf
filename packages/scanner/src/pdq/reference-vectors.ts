// Test support: locates the shared PDQ reference vectors (../shared/reference/pdq beside the repo)
// and reads their manifest. Used by tests and benchmarks only.

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
export const referenceDir = path.resolve(repoRoot, "../shared/reference/pdq");
export const referenceOutputsDir = path.join(referenceDir, "reference-outputs");
export const hasReferenceVectors = existsSync(path.join(referenceOutputsDir, "manifest.json"));

export interface ReferenceRecord {
  source: string;
  toolInputPng: string;
  stagesJson: string;
  toolPath: { rows: number; cols: number; hash: string; quality: number; dihedral: Record<string, string> };
}

export function readManifest(): ReferenceRecord[] {
  const manifest = JSON.parse(readFileSync(path.join(referenceOutputsDir, "manifest.json"), "utf8"));
  return manifest.items as ReferenceRecord[];
}
