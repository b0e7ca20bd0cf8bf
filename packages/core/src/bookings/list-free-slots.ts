// The free future slots /bookacall offers (issue 19): open, not begun, without a live booking.
import type { FreeBookingSlots } from "@unleak/contracts";
import { bookings, bookingSlots, type Database } from "@unleak/db";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Clock } from "../clock/clock";

/** How far ahead the page lists (the first this many free slots). */
const FREE_SLOTS_MAX = 200;

export async function listFreeSlots({ db, clock }: { db: Database; clock: Clock }): Promise<FreeBookingSlots> {
  const rows = await db
    .select({ id: bookingSlots.id, startsAt: bookingSlots.startsAt, durationMinutes: bookingSlots.durationMinutes })
    .from(bookingSlots)
    .leftJoin(bookings, and(eq(bookings.slotId, bookingSlots.id), eq(bookings.status, "booked")))
    .where(and(gt(bookingSlots.startsAt, clock.now()), isNull(bookings.id)))
    .orderBy(asc(bookingSlots.startsAt))
    .limit(FREE_SLOTS_MAX);
  return { slots: rows.map((row) => ({ id: row.id, startsAt: row.startsAt.toISOString(), durationMinutes: row.durationMinutes })) };
}
