// What the database announces on the channel unleak_events (migration 0011's triggers): ids only,
// never content. Each is meant for one user, or for everybody when a notification is global.
import { z } from "zod";

export const liveEventsChannel = "unleak_events";

const liveEventSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("notification"), userId: z.string().nullable(), global: z.boolean(), id: z.uuid() }),
  z.object({ kind: z.literal("profile"), userId: z.string() }),
  z.object({ kind: z.literal("verification"), userId: z.string() }),
]);

/** An announcement, or `resync` when the listening connection came back and some may be lost. */
export type LiveEvent = z.infer<typeof liveEventSchema> | { kind: "resync" };

export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Whether a user may receive the event: their own, a global notification, or a resync. */
export function isLiveEventFor(event: LiveEvent, userId: string): boolean {
  if (event.kind === "resync") return true;
  if (event.kind === "notification" && event.global) return true;
  return event.userId === userId;
}
