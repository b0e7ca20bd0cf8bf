// Cancelling a booked call (issue 19): the booker with the token of the confirmation mail, or an
// administrator. The booking turns "cancelled", which takes it out of the partial unique index, so
// the slot is free again; the booker is mailed the cancellation of the calendar invitation.
import type { AdminBooking, Booking, BookingTopic } from "@unleak/contracts";
import { bookings, bookingSlots, type Database } from "@unleak/db";
import { and, eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/admin-audit";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { type BookingMail, cancelTokenMatches, mailBookingCancelled } from "./booking-mail";
import { adminBookingOf } from "./list-bookings";

type Row = typeof bookings.$inferSelect & { startsAt: Date; durationMinutes: number };

async function bookingWithSlot(db: Database, bookingId: string): Promise<Row | undefined> {
  const [row] = await db
    .select({ booking: bookings, startsAt: bookingSlots.startsAt, durationMinutes: bookingSlots.durationMinutes })
    .from(bookings)
    .innerJoin(bookingSlots, eq(bookingSlots.id, bookings.slotId))
    .where(eq(bookings.id, bookingId));
  return row ? { ...row.booking, startsAt: row.startsAt, durationMinutes: row.durationMinutes } : undefined;
}

/** Marks it cancelled once; answers whether this call did it (a second cancel changes nothing). */
async function markCancelled(db: Pick<Database, "update">, bookingId: string): Promise<Row["cancelledAt"] | null> {
  const [row] = await db
    .update(bookings)
    .set({ status: "cancelled", cancelledAt: sql`now()` })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "booked")))
    .returning({ cancelledAt: bookings.cancelledAt });
  return row?.cancelledAt ?? null;
}

const callOf = (row: Row) => ({ id: row.id, name: row.name, email: row.email, topic: row.topic, language: row.language, startsAt: row.startsAt, durationMinutes: row.durationMinutes });

/** The booker's cancel link: an unknown booking or a wrong token is a 404. */
export async function cancelBookingByToken({ db, mail, bookingId, token }: { db: Database; mail: BookingMail; bookingId: string; token: string }): Promise<Booking> {
  const row = await bookingWithSlot(db, bookingId);
  if (!row || !cancelTokenMatches(mail.secret, bookingId, token)) throw new AppError("NOT_FOUND");
  if (await markCancelled(db, bookingId)) await mailBookingCancelled(mail, callOf(row), "booker");
  return { id: row.id, status: "cancelled", startsAt: row.startsAt.toISOString(), durationMinutes: row.durationMinutes, email: row.email, topic: row.topic as BookingTopic };
}

/** An administrator cancels a live booking and the booker is mailed. */
export async function cancelBookingAsAdmin({ db, actor, mail, bookingId }: { db: Database; actor: SignedInActor; mail: BookingMail; bookingId: string }): Promise<AdminBooking> {
  authorise(actor, "admin.bookings.manage", actor.userId);
  const row = await bookingWithSlot(db, bookingId);
  if (!row) throw new AppError("NOT_FOUND");
  const cancelledAt = await db.transaction(async (tx) => {
    const at = await markCancelled(tx, bookingId);
    if (!at) throw new AppError("CONFLICT", "the booking is cancelled already");
    await recordAdminAction(tx, { actor, action: "booking.cancel", targetUserId: row.userId, details: { bookingId, email: row.email, startsAt: row.startsAt.toISOString() } });
    return at;
  });
  await mailBookingCancelled(mail, callOf(row), "admin");
  return adminBookingOf({ ...row, status: "cancelled", cancelledAt });
}
