// Who reads a scan in this request (core's ScanReader): the actor, the account they act on (their
// own for now; none for a visitor) and the browser's free-scan cookie (ADR 024).
import type { ScanReader } from "@unleak/core";
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { actorOf } from "./session";
import { existingVisitorKey } from "./visitor";

export function scanReaderOf(c: Context<AppEnv>): ScanReader {
  const actor = actorOf(c);
  return { actor, ownerId: actor.kind === "visitor" ? null : actor.userId, cookieKey: existingVisitorKey(c) };
}
