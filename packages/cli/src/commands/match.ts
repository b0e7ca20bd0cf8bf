// `unleak match --refs DIR FILE...`: matches each picture or video against the reference pictures
// and videos in DIR and prints one JSON line per file: {"file", "match" (a file name in DIR or null),
// "quality", "distance"}; a match in a reference video adds "time" (m:ss in it) and "timeMs", and
// a leaked video adds "clipTime". Videos are sampled exactly as uploaded references are.

import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { createReferenceSet, type MatchResult, type ReferenceSet } from "@unleak/scanner/image-match/index";
import { matchSignature, sampleVideo, videoSignature, type VideoSignature } from "@unleak/scanner/video/index";
import { describeFailure, type CommandIo } from "./pdq";

const USAGE = "usage: unleak match --refs DIR FILE...  (pictures and videos)";
const PICTURE = /\.(jpe?g|png|webp|gif|avif|tiff?|heic|heif)$/i;
const VIDEO = /\.(mp4|m4v|mov|mkv|webm|avi|wmv|flv|mpe?g|ts)$/i;
/** A reference video's frames enter the set as `name@timeMs`. */
const FRAME_MARK = "@";

interface ReferenceVideo {
  name: string;
  signature: VideoSignature;
}

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
  const videos: ReferenceVideo[] = [];
  try {
    if (!(await stat(parsed.refs)).isDirectory()) { io.err(`unleak match: --refs ${parsed.refs}: not a directory`); return 2; }
    for (const name of (await readdir(parsed.refs)).filter((n) => PICTURE.test(n) || VIDEO.test(n)).sort()) {
      try {
        const file = path.join(parsed.refs, name);
        if (VIDEO.test(name)) videos.push(await addVideo(set, name, file));
        else reportWeakness(io, name, await set.add(name, await readFile(file)));
      } catch (error) {
        io.err(`unleak match: reference ${name} skipped: ${describeFailure(error)}`);
      }
    }
  } catch (error) {
    io.err(`unleak match: --refs ${parsed.refs}: ${describeFailure(error)}`);
    return 2;
  }
  if (set.size === 0) { io.err(`unleak match: no reference pictures or videos in ${parsed.refs}`); return 2; }

  let failed = false;
  for (const file of parsed.files) {
    try {
      // Read (or stat) first so a missing file says so, instead of the decoder's message.
      if (VIDEO.test(file)) {
        await stat(file);
        io.out(JSON.stringify(await matchVideo(set, videos, file)));
      } else {
        io.out(JSON.stringify({ file, ...describeMatch(await set.match(await readFile(file))) }));
      }
    } catch (error) {
      io.err(`unleak match: ${file}: ${describeFailure(error)}`);
      failed = true;
    }
  }
  return failed ? 2 : 0;
}

function reportWeakness(io: CommandIo, name: string, info: { weakness: string | null; quality: number }): void {
  if (info.weakness === "featureless") io.err(`unleak match: reference ${name} is too featureless to match (PDQ quality ${info.quality})`);
  else if (info.weakness === "low-contrast") io.err(`unleak match: reference ${name} is dark or low-contrast (PDQ quality ${info.quality}): matched through its contrast-normalised view`);
}

/** A reference video: its sampled frames join the set, its signature is kept for leaked videos. */
async function addVideo(set: ReferenceSet, name: string, file: string): Promise<ReferenceVideo> {
  for (const frame of await sampleVideo(file)) await set.add(`${name}${FRAME_MARK}${frame.timeMs}`, frame.jpeg);
  return { name, signature: await videoSignature(file) };
}

/** The JSON fields of a picture match; a reference video's frame names the video and the time in it. */
function describeMatch(result: MatchResult) {
  const { referenceId, quality, distance } = result;
  const mark = referenceId?.lastIndexOf(FRAME_MARK) ?? -1;
  if (referenceId === null || mark < 0) return { match: referenceId, quality, distance };
  const timeMs = Number(referenceId.slice(mark + 1));
  return { match: referenceId.slice(0, mark), quality, distance, time: formatTime(timeMs), timeMs };
}

/** A leaked video: its seconds as a sequence against each reference video, else its sampled frames one by one. */
async function matchVideo(set: ReferenceSet, videos: ReferenceVideo[], file: string) {
  const clip = await videoSignature(file);
  const sequences = videos
    .map((video) => ({ video, match: matchSignature(video.signature, clip) }))
    .filter((found) => found.match !== null)
    .sort((a, b) => b.match!.matchedSeconds - a.match!.matchedSeconds);
  if (sequences.length > 0) {
    const { video, match } = sequences[0];
    const { referenceTimeMs, clipTimeMs, matchedSeconds, clipCoverage } = match!;
    return { file, match: video.name, quality: "sequence", distance: null, time: formatTime(referenceTimeMs), timeMs: referenceTimeMs, clipTime: formatTime(clipTimeMs), matchedSeconds, clipCoverage };
  }
  let best: { result: MatchResult; clipTimeMs: number } | null = null;
  for (const frame of await sampleVideo(file)) {
    const result = await set.match(frame.jpeg);
    if (result.referenceId !== null && result.distance !== null && (best === null || result.distance < best.result.distance!)) best = { result, clipTimeMs: frame.timeMs };
  }
  if (best === null) return { file, match: null, quality: null, distance: null };
  return { file, ...describeMatch(best.result), clipTime: formatTime(best.clipTimeMs) };
}

/** m:ss, or h:mm:ss from an hour on. */
export function formatTime(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const ss = String(s).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
