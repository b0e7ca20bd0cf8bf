// Administrators open times for calls (issue 19), several at once (a day's series). A start that
// is already open or has passed is skipped, not refused (booking_slots_starts_at_key).
import type { OpenedSlots } from "@unleak/contracts";
import { bookingSlots, type Database } from "@unleak/db";
import type { Clock } from "../clock/clock";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

export async function openBookingSlots({ db, actor, clock, startsAt, durationMinutes }: { db: Database; actor: SignedInActor; clock: Clock; startsAt: string[]; durationMinutes: number }): Promise<OpenedSlots> {
  authorise(actor, "admin.bookings.manage", actor.userId);
  const now = clock.now().getTime();
  const starts = [...new Set(startsAt.map((start) => new Date(start).getTime()))].filter((start) => start > now);
  const opened = starts.length
    ? await db
        .insert(bookingSlots)
        .values(starts.map((start) => ({ startsAt: new Date(start), durationMinutes, createdBy: actor.userId })))
        .onConflictDoNothing({ target: bookingSlots.startsAt })
        .returning({ id: bookingSlots.id })
    : [];
  return { opened: opened.length, skipped: startsAt.length - opened.length };
}
