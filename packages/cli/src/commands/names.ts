// `unleak names --subject NAME [--subject NAME ...] CANDIDATE...`: whether each candidate username
// is one of the subject's names in disguise, with the matcher and threshold fake-profile detection
// uses; one JSON line per candidate: {"candidate", "match", "score", "reasons"}.

import { matchUsername } from "@unleak/scanner/impersonation/index";
import type { CommandIo } from "./pdq";

const USAGE = "usage: unleak names --subject NAME [--subject NAME ...] CANDIDATE...";

function parse(args: string[]): { subjects: string[]; candidates: string[] } | string {
  const subjects: string[] = [];
  const candidates: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--subject") {
      const name = args[++i];
      if (name === undefined || name.trim() === "") return "--subject needs a name";
      subjects.push(name);
    } else if (arg.startsWith("--subject=")) {
      const name = arg.slice("--subject=".length);
      if (name.trim() === "") return "--subject needs a name";
      subjects.push(name);
    } else if (arg.startsWith("--")) return `unknown option ${arg}`;
    else candidates.push(arg);
  }
  if (subjects.length === 0) return "missing --subject NAME";
  if (candidates.length === 0) return "no candidate given";
  return { subjects, candidates };
}

export async function run(args: string[], io: CommandIo): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) { io.out(USAGE); return 0; }
  const parsed = parse(args);
  if (typeof parsed === "string") { io.err(`unleak names: ${parsed}\n${USAGE}`); return 2; }
  for (const candidate of parsed.candidates) {
    const { match, score, reasons, variant, name } = matchUsername(parsed.subjects, candidate);
    io.out(JSON.stringify({ candidate, match, score, reasons, variant, name }));
  }
  return 0;
}
