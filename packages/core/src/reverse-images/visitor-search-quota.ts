// A visitor's reverse image searches a day (issue 18), counted like the free scans (the same
// table and statement, docs/decisions/005): per cookie and per address, under a prefix of their
// own, all keys or none. Signed-in users search without a daily limit.
import type { Database } from "@unleak/db";
import type { Clock } from "../clock/clock";
import { AppError } from "../errors/app-error";
import type { Actor } from "../policy/actor";
import { countDaily } from "../scans/visitor-quota";

export const VISITOR_PICTURE_SEARCHES_PER_DAY = 5;

class LimitReached extends Error {}

/** Counts a visitor's search; RATE_LIMITED once any of their keys used up today's. */
export async function consumeVisitorPictureSearch({ db, clock, actor, clientKeys, limit = VISITOR_PICTURE_SEARCHES_PER_DAY }: { db: Database; clock: Clock; actor: Actor; clientKeys: string[]; limit?: number }) {
  if (actor.kind !== "visitor") return;
  const keys = clientKeys.map((key) => `picture-search:${key}`);
  try {
    await db.transaction(async (tx) => {
      // A key at its limit rolls the others back, so that no key is charged for a refused search.
      if (!(await countDaily({ tx, keys, limit, now: clock.now() }))) throw new LimitReached();
    });
  } catch (error) {
    if (error instanceof LimitReached) throw new AppError("RATE_LIMITED", "daily picture searches used up");
    throw error;
  }
}
