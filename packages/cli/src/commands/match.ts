// `unleak match --refs DIR FILE...`: matches each picture against the reference pictures in DIR
// and prints one JSON line per file: {"file", "match" (a file name in DIR or null), "quality", "distance"}.

import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { createReferenceSet } from "@unleak/scanner/image-match/index";
import { describeFailure, type CommandIo } from "./pdq";

const USAGE = "usage: unleak match --refs DIR FILE...";
const PICTURE = /\.(jpe?g|png|webp|gif|avif|tiff?|heic|heif)$/i;

function parse(args: string[]): { refs: string; files: string[] } | string {
  let refs: string | undefined;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--refs") {
      refs = args[++i];
      if (refs === undefined) return "--refs needs a directory";
    } else if (arg.startsWith("--refs=")) refs = arg.slice("--refs=".length);
    else if (arg.startsWith("--")) return `unknown option ${arg}`;
    else files.push(arg);
  }
  if (!refs) return "missing --refs DIR";
  if (files.length === 0) return "no file given";
  return { refs, files };
}

export async function run(args: string[], io: CommandIo): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) { io.out(USAGE); return 0; }
  const parsed = parse(args);
  if (typeof parsed === "string") { io.err(`unleak match: ${parsed}\n${USAGE}`); return 2; }

  const set = createReferenceSet();
  try {
    if (!(await stat(parsed.refs)).isDirectory()) { io.err(`unleak match: --refs ${parsed.refs}: not a directory`); return 2; }
    for (const name of (await readdir(parsed.refs)).filter((n) => PICTURE.test(n)).sort()) {
      try {
        const info = await set.add(name, await readFile(path.join(parsed.refs, name)));
        if (info.weakness === "featureless") io.err(`unleak match: reference ${name} is too featureless to match (PDQ quality ${info.quality})`);
        else if (info.weakness === "low-contrast") io.err(`unleak match: reference ${name} is dark or low-contrast (PDQ quality ${info.quality}): matched through its contrast-normalised view`);
      } catch (error) {
        io.err(`unleak match: reference ${name} skipped: ${describeFailure(error)}`);
      }
    }
  } catch (error) {
    io.err(`unleak match: --refs ${parsed.refs}: ${describeFailure(error)}`);
    return 2;
  }
  if (set.size === 0) { io.err(`unleak match: no reference pictures in ${parsed.refs}`); return 2; }

  let failed = false;
  for (const file of parsed.files) {
    try {
      // Read first so a missing file says so, instead of the decoder's message.
      const result = await set.match(await readFile(file));
      io.out(JSON.stringify({ file, match: result.referenceId, quality: result.quality, distance: result.distance }));
    } catch (error) {
      io.err(`unleak match: ${file}: ${describeFailure(error)}`);
      failed = true;
    }
  }
  return failed ? 2 : 0;
}
