// `unleak pdq [--dihedral] FILE...`: prints each picture's PDQ hash the way the reference
// pdq-photo-hasher does (HASH,QUALITY,FILE), or its 8 dihedral hashes with --dihedral.

import { hashFile, hashToHex } from "@unleak/scanner/pdq/index";

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const USAGE = "usage: unleak pdq [--dihedral] FILE...";

export async function run(args: string[], io: CommandIo): Promise<number> {
  let dihedral = false;
  const files: string[] = [];
  for (const arg of args) {
    if (arg === "--dihedral") dihedral = true;
    else if (arg === "--help" || arg === "-h") { io.out(USAGE); return 0; }
    else if (arg.startsWith("--")) { io.err(`unleak pdq: unknown option ${arg}\n${USAGE}`); return 2; }
    else files.push(arg);
  }
  if (files.length === 0) { io.err(`unleak pdq: no file given\n${USAGE}`); return 2; }

  let failed = false;
  for (const file of files) {
    try {
      const result = await hashFile(file, { dihedral: true });
      const hashes = dihedral ? result.dihedral.map(hashToHex).join(",") : hashToHex(result.hash);
      io.out(`${hashes},${result.quality},${file}`);
    } catch (error) {
      io.err(`unleak pdq: ${file}: ${describeFailure(error)}`);
      failed = true;
    }
  }
  return failed ? 2 : 0;
}

/** One line a user can act on ("no such file"), never a stack trace. */
export function describeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory, not a picture";
  if (code === "EACCES") return "permission denied";
  if (error instanceof Error && error.name === "ImageDecodeError") return "not a picture we can decode";
  return error instanceof Error ? error.message.split("\n")[0] : String(error);
}
