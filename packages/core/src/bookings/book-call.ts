// A visitor or a signed-in user books a call on a free future slot (issue 19). The partial unique
// index bookings_live_slot_key makes the booking atomic: of two racing for one slot, the second
// gets 409 SLOT_TAKEN. A few bookings a day per address; the bot check is the route's.
import type { Booking, BookingTopic } from "@unleak/contracts";
import { bookings, bookingSlots, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import { AppError, isUniqueViolation } from "../errors/app-error";
import { consumeRateLimit } from "../limits/rate-limit";
import type { Actor } from "../policy/actor";
import { type BookingMail, mailBookingConfirmation, timeZoneOrUtc } from "./booking-mail";

/** Bookings one address (or visitor) may make a day. */
export const BOOKINGS_PER_DAY = 5;

export interface BookCallInput {
  db: Database;
  actor: Actor;
  clock: Clock;
  mail: BookingMail;
  slotId: string;
  name: string;
  email: string;
  topic: BookingTopic;
  message?: string | null;
  /** The language the booker reads the page in: the mails are in it. */
  language: string;
  /** The browser's time zone, to word the time in the mail. */
  timeZone?: string | null;
  /** Who counts against the daily limit (the caller's address), when known. */
  limitKey: string | null;
}

export async function bookCall({ db, actor, clock, mail, slotId, name, email, topic, message = null, language, timeZone, limitKey }: BookCallInput): Promise<Booking> {
  if (limitKey) {
    const verdict = await consumeRateLimit({ db, key: `booking:${limitKey}`, rule: { max: BOOKINGS_PER_DAY, windowSeconds: 24 * 3600 }, now: clock.now().getTime() });
    if (!verdict.allowed) throw new AppError("RATE_LIMITED", "too many bookings", { retryAfterSeconds: verdict.retryAfterSeconds });
  }
  const [slot] = await db.select().from(bookingSlots).where(eq(bookingSlots.id, slotId));
  if (!slot || slot.startsAt.getTime() <= clock.now().getTime()) throw new AppError("SLOT_TAKEN", "no such free slot");
  const userId = actor.kind === "visitor" ? null : actor.userId;
  const [booking] = await db
    .insert(bookings)
    .values({ slotId, userId, name, email, topic, message: message || null, language })
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError("SLOT_TAKEN", "the slot was booked meanwhile");
      throw error;
    });
  const call = { id: booking!.id, name, email, topic, language, startsAt: slot.startsAt, durationMinutes: slot.durationMinutes };
  await mailBookingConfirmation(mail, call, timeZoneOrUtc(timeZone));
  return { id: call.id, status: booking!.status, startsAt: slot.startsAt.toISOString(), durationMinutes: slot.durationMinutes, email, topic };
}
