// What administrators see of calls (issue 19): the future slots with their live booking (or free),
// and the bookings of slots that began, with the cancelled ones, newest first.
import type { AdminBooking, AdminBookings, BookingTopic } from "@unleak/contracts";
import { bookings, bookingSlots, type Database } from "@unleak/db";
import { and, asc, desc, eq, gt, lte, or } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

const PAST_MAX = 100;

export function adminBookingOf(row: typeof bookings.$inferSelect & { startsAt: Date; durationMinutes: number }): AdminBooking {
  return {
    id: row.id,
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    name: row.name,
    email: row.email,
    topic: row.topic as BookingTopic,
    message: row.message,
    language: row.language,
    signedIn: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

export async function listBookings({ db, actor, clock }: { db: Database; actor: SignedInActor; clock: Clock }): Promise<AdminBookings> {
  authorise(actor, "admin.bookings.manage", actor.userId);
  const now = clock.now();
  const [upcoming, past] = await Promise.all([
    db
      .select({ slot: bookingSlots, booking: bookings })
      .from(bookingSlots)
      .leftJoin(bookings, and(eq(bookings.slotId, bookingSlots.id), eq(bookings.status, "booked")))
      .where(gt(bookingSlots.startsAt, now))
      .orderBy(asc(bookingSlots.startsAt)),
    db
      .select({ booking: bookings, startsAt: bookingSlots.startsAt, durationMinutes: bookingSlots.durationMinutes })
      .from(bookings)
      .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
      .where(or(lte(bookingSlots.startsAt, now), eq(bookings.status, "cancelled")))
      .orderBy(desc(bookingSlots.startsAt), desc(bookings.createdAt))
      .limit(PAST_MAX),
  ]);
  return {
    upcoming: upcoming.map(({ slot, booking }) => ({
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      durationMinutes: slot.durationMinutes,
      booking: booking ? adminBookingOf({ ...booking, startsAt: slot.startsAt, durationMinutes: slot.durationMinutes }) : null,
    })),
    past: past.map((row) => adminBookingOf({ ...row.booking, startsAt: row.startsAt, durationMinutes: row.durationMinutes })),
  };
}
