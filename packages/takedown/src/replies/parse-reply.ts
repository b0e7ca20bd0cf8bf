// Reads a host's e-mailed answer to a notice: what it says (acknowledged, removed, delisted, rejected,
// counter-notice, forwarded), its ticket number, our reference, a refusal's reason and a CDN's forward
// address. Never throws: what it cannot read is "unparsed", shown raw to the creator and the admins.
import type { ParsedReply } from "../types";
import { findTicket } from "./find-ticket";
import { replyBody, replySubject, sentences } from "./reply-body";
import { conditional, replyPatterns } from "./reply-patterns";

const reference = /\bUL-[0-9A-Z]{6}\b/i;
const emailAddress = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/giu;
const longest = 300;

export interface ReplyMail {
  subject: string;
  text: string;
}

export function parseReply({ subject, text }: ReplyMail): ParsedReply {
  const body = replyBody(text ?? "");
  const title = replySubject(subject ?? "");
  const found = readKind(body) ?? readKind(title);
  const ticket = findTicket([body, title]);
  const quoted = reference.exec(`${subject ?? ""}\n${text ?? ""}`)?.[0].toUpperCase() ?? null;
  const base: ParsedReply = { kind: "unparsed", ticket, reason: null, reference: quoted, forwardedTo: null };
  if (!found) return base;
  const { kind, sentence, index, source } = found;
  if (kind === "rejected") return { ...base, kind, reason: rejectionReason(sentence) };
  if (kind === "counter_notice") return { ...base, kind, reason: clip(sentence) };
  if (kind === "forwarded") return { ...base, kind, forwardedTo: forwardAddress(source, index) };
  return { ...base, kind };
}

interface KindFound {
  kind: ParsedReply["kind"];
  /** The sentence the phrase was found in. */
  sentence: string;
  /** Where in `source` the phrase starts. */
  index: number;
  source: string;
}

function readKind(source: string): KindFound | null {
  const flat = source.replace(/\s+/g, " ").trim();
  const candidates = sentences(flat).filter((sentence) => !conditional.test(sentence));
  for (const { kind, pattern } of replyPatterns) {
    const sentence = candidates.find((candidate) => pattern.test(candidate));
    if (sentence) return { kind, sentence, index: flat.indexOf(sentence), source: flat };
  }
  return null;
}

/** A refusal's reason: what follows "...: " or "because", else the refusing sentence itself. */
function rejectionReason(sentence: string): string {
  const afterColon = /:\s*(.+)$/u.exec(sentence)?.[1];
  const afterBecause = /\b(?:because|since|weil|porque|ya que|car|parce que)\s+(.+)$/iu.exec(sentence)?.[1];
  return clip(afterColon ?? afterBecause ?? sentence);
}

/** The first e-mail address after the forwarding phrase, else the first in the text. */
function forwardAddress(source: string, from: number): string | null {
  const addresses = [...source.matchAll(emailAddress)];
  const after = addresses.find((address) => (address.index ?? 0) >= from) ?? addresses[0];
  return after ? after[0].toLowerCase() : null;
}

function clip(sentence: string): string {
  const trimmed = sentence.trim().replace(/[.;:!\s]+$/u, "");
  return trimmed.length > longest ? `${trimmed.slice(0, longest - 1)}…` : trimmed;
}
