// One signed-in page's live events as server-sent events (issue 15). The process's hub hands over
// the events meant for this user; before each delivery, and every 30 s, the session and the ban
// are checked again, so a signed-out, revoked or suspended account stops receiving at once. At
// most 10 events a second leave (spec §9): the excess is dropped and replaced by one `resync`,
// on which the page refetches, so a burst is coalesced, never silently lost.
import { LIVE_EVENTS_PER_SECOND, type LiveEventKind } from "@unleak/contracts";
import { createRateWindow, findNotification, type LiveEvent, liveHubOf, type SignedInActor, storedLanguageOf } from "@unleak/core";
import { isSuspended } from "@unleak/core/profiles/is-suspended";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../http/context";
import { announcedLanguage } from "../i18n";

export const LIVE_RECHECK_MS = 30_000;
const KEEPALIVE_MS = 15_000;

/** Whether the request's session still exists, belongs to this user and the account is not suspended. */
async function stillAllowed(c: Context<AppEnv>, userId: string): Promise<boolean> {
  const { auth, db } = c.get("services");
  const session = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableCookieCache: true } }).catch(() => null);
  return session?.user.id === userId && !(await isSuspended({ db, userId }));
}

export async function streamLiveEvents(c: Context<AppEnv>, actor: SignedInActor): Promise<Response> {
  const { db } = c.get("services");
  const pending: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  // Listening before the stream starts: a LISTEN that fails is the request's error, not a silent stream.
  const unsubscribe = await liveHubOf(db).subscribe(actor.userId, (event) => {
    pending.push(event);
    wake?.();
  });
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    const rate = createRateWindow({ limit: LIVE_EVENTS_PER_SECOND });
    let coalesced = false;
    let checkedAt = Date.now();
    let wroteAt = Date.now();
    const send = async (kind: LiveEventKind, data: unknown) => {
      await stream.writeSSE({ event: kind, data: JSON.stringify(data) });
      wroteAt = Date.now();
    };
    try {
      await send("ready", { kind: "ready" });
      while (!stream.aborted) {
        if (pending.length === 0) {
          if (coalesced && rate.take()) {
            coalesced = false;
            await send("resync", { kind: "resync" });
            continue;
          }
          const now = Date.now();
          const waits = [checkedAt + LIVE_RECHECK_MS - now, wroteAt + KEEPALIVE_MS - now, ...(coalesced ? [rate.freeIn()] : [])];
          let timer: NodeJS.Timeout | undefined;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, Math.max(0, Math.min(...waits)));
          });
          clearTimeout(timer);
          wake = null;
          if (stream.aborted) break;
          if (pending.length === 0 && Date.now() - checkedAt >= LIVE_RECHECK_MS) {
            if (!(await stillAllowed(c, actor.userId))) break;
            checkedAt = Date.now();
          }
          if (pending.length === 0 && Date.now() - wroteAt >= KEEPALIVE_MS) {
            await stream.write(": keep-alive\n\n");
            wroteAt = Date.now();
          }
          continue;
        }
        // The events waiting now are delivered only to a session that still holds.
        if (!(await stillAllowed(c, actor.userId))) break;
        checkedAt = Date.now();
        for (let event = pending.shift(); event && !stream.aborted; event = pending.shift()) {
          if (!rate.take()) {
            coalesced = true;
            continue;
          }
          if (event.kind === "notification") {
            // An EventSource sends the browser's Accept-Language, not the page's: the language the
            // user last picked (kept on the profile) comes first, then the browser's, for a broadcast.
            const language = (await storedLanguageOf({ db, userId: actor.userId })) ?? announcedLanguage(c.req.raw.headers) ?? undefined;
            const notification = await findNotification({ db, actor, ownerId: actor.userId, id: event.id, language });
            if (notification) await send("notification", notification);
          } else await send(event.kind, { kind: event.kind });
        }
      }
    } finally {
      unsubscribe();
    }
  });
}
