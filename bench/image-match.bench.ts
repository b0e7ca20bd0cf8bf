// Image-match accuracy on a corpus of real photographs (bench/corpus, see ORIGIN.md) and their
// leaked-copy edits, against full-frame PDQ with dihedral hashes alone; plus false positives on
// unrelated pictures. Run: node --import tsx bench/image-match.bench.ts

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createReferenceSet } from "../packages/scanner/src/image-match/index";
import { hammingDistance, hashImage, type PdqHash } from "../packages/scanner/src/pdq/index";
import { benchDir, isMainModule, reportBench } from "./corpus/bench-output";
import { seededRng, TRANSFORMS } from "./corpus/transforms";

const corpusDir = path.join(benchDir, "corpus");
const sharedPdq = path.resolve(benchDir, "../../shared/reference/pdq/pdq/data");
const UNRELATED_PHOTOS = new Set(["mate-Garden", "mate-TwoWings", "plasma-Grey", "plasma-Kite", "plasma-DarkestHour", "mate-Storm"]);
const SHARED_REFERENCES = ["bridge-mods/aaa-orig.jpg", "reg-test-input/pen-and-coaster.png", "reg-test-input/labelme-subset/q0122.jpg", "reg-test-input/labelme-subset/q2821.jpg"];
const SHARED_UNRELATED = ["reg-test-input/labelme-subset/q0291.jpg", "reg-test-input/labelme-subset/q0746.jpg", "reg-test-input/labelme-subset/q1050.jpg", "reg-test-input/exif-rotn/exif-rotn-1.jpg", "misc-images/wee.jpg"];
const UNRELATED_EDITS = ["resize-half", "crop-one-side", "mirror", "banner-bottom"];

/** The same size as the committed corpus: long side 640, JPEG. */
const normalise = (file: string) =>
  sharp(file, { limitInputPixels: 1e8 }).resize(640, 640, { fit: "inside", withoutEnlargement: true }).flatten().jpeg({ quality: 82 }).toBuffer();

async function loadCorpus() {
  const references = new Map<string, Buffer>();
  const unrelated = new Map<string, Buffer>();
  for (const file of readdirSync(path.join(corpusDir, "photos")).sort()) {
    const name = file.replace(/\.jpg$/, "");
    (UNRELATED_PHOTOS.has(name) ? unrelated : references).set(name, readFileSync(path.join(corpusDir, "photos", file)));
  }
  for (const file of readdirSync(path.join(corpusDir, "unrelated")).sort()) unrelated.set(file.replace(/\.jpg$/, ""), readFileSync(path.join(corpusDir, "unrelated", file)));
  if (existsSync(sharedPdq)) {
    for (const f of SHARED_REFERENCES) references.set(`shared-${path.basename(f)}`, await normalise(path.join(sharedPdq, f)));
    for (const f of SHARED_UNRELATED) unrelated.set(`shared-${path.basename(f)}`, await normalise(path.join(sharedPdq, f)));
  }
  return { references, unrelated };
}

/** Full-frame PDQ, candidate in 8 orientations, distance <= 31: what PDQ alone catches. */
function pdqAloneMatch(candidate: PdqHash[], quality: number, references: Map<string, PdqHash>): string | null {
  if (quality < 50) return null;
  let best: { id: string; distance: number } | null = null;
  for (const [id, hash] of references) {
    for (const variant of candidate) {
      const distance = hammingDistance(variant, hash);
      if (distance <= 31 && (!best || distance < best.distance)) best = { id, distance };
    }
  }
  return best?.id ?? null;
}

async function measure(): Promise<object> {
  sharp.concurrency(1);
  const { references, unrelated } = await loadCorpus();
  const set = createReferenceSet();
  const pdqReferences = new Map<string, PdqHash>();
  for (const [id, image] of references) {
    await set.add(id, image);
    const r = await hashImage(image);
    if (r.quality >= 50) pdqReferences.set(id, r.hash);
  }
  const rng = seededRng(20240601);
  const perTransform: Record<string, { total: number; ours: number; pdqAlone: number }> = {};
  const misses: string[] = [];
  let total = 0, ours = 0, pdqAlone = 0, wrongReference = 0, matchMs = 0;
  const grades: Record<string, number> = {};
  for (const [id, image] of references) {
    for (const [name, transform] of Object.entries(TRANSFORMS)) {
      const candidate = await transform(image, rng);
      const started = performance.now();
      const result = await set.match(candidate);
      matchMs += performance.now() - started;
      const pdq = await hashImage(candidate, { dihedral: true });
      const alone = pdqAloneMatch(pdq.dihedral, pdq.quality, pdqReferences);
      const stats = (perTransform[name] ??= { total: 0, ours: 0, pdqAlone: 0 });
      stats.total++; total++;
      if (result.referenceId === id) { stats.ours++; ours++; grades[String(result.quality)] = (grades[String(result.quality)] ?? 0) + 1; }
      else misses.push(`${id}/${name}${result.referenceId ? ` -> ${result.referenceId}` : ""}`);
      if (result.referenceId !== null && result.referenceId !== id) wrongReference++;
      if (alone === id) { stats.pdqAlone++; pdqAlone++; }
    }
  }
  let unrelatedTrials = 0, falsePositives = 0, pdqAloneFalsePositives = 0;
  const falsePositiveCases: string[] = [];
  for (const [id, image] of unrelated) {
    for (const candidate of [image, ...(await Promise.all(UNRELATED_EDITS.map((e) => TRANSFORMS[e](image, rng))))]) {
      unrelatedTrials++;
      const started = performance.now();
      const result = await set.match(candidate);
      matchMs += performance.now() - started;
      if (result.referenceId !== null) { falsePositives++; falsePositiveCases.push(`${id} -> ${result.referenceId} (${result.route}, ${result.distance})`); }
      const pdq = await hashImage(candidate, { dihedral: true });
      if (pdqAloneMatch(pdq.dihedral, pdq.quality, pdqReferences) !== null) pdqAloneFalsePositives++;
    }
  }
  const pct = (n: number, d: number) => Math.round((1000 * n) / d) / 10;
  return {
    bench: "image-match",
    corpus: { references: references.size, transforms: Object.keys(TRANSFORMS).length, candidates: total, unrelatedPictures: unrelated.size, unrelatedTrials },
    accuracyPercent: pct(ours, total),
    targetAccuracyPercent: 95,
    baselinePdqAloneAccuracyPercent: pct(pdqAlone, total),
    falsePositives: falsePositives + wrongReference,
    falsePositivesUnrelated: falsePositives,
    wrongReferenceMatches: wrongReference,
    baselinePdqAloneFalsePositives: pdqAloneFalsePositives,
    grades,
    meanMatchMs: Math.round((matchMs / (total + unrelatedTrials)) * 10) / 10,
    perTransform: Object.fromEntries(Object.entries(perTransform).map(([k, v]) => [k, { ours: pct(v.ours, v.total), pdqAlone: pct(v.pdqAlone, v.total), n: v.total }])),
    misses,
    falsePositiveCases,
  };
}

/** Measures, prints the JSON and writes bench/results/image-match.json (bench/run.ts calls this). */
export async function run(): Promise<object> {
  const result = await measure();
  reportBench("image-match", result);
  return result;
}

if (isMainModule(import.meta.url)) await run();
