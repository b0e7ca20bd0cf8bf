// An administrator deletes a free slot (issue 19). A slot with a live booking stays (409): the
// booking is cancelled first, so the booker is told. Cancelled bookings go with the slot.
import { bookings, bookingSlots, type Database } from "@unleak/db";
import { and, eq, notExists } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

export async function deleteBookingSlot({ db, actor, slotId }: { db: Database; actor: SignedInActor; slotId: string }): Promise<void> {
  authorise(actor, "admin.bookings.manage", actor.userId);
  const live = db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.slotId, slotId), eq(bookings.status, "booked")));
  const deleted = await db.delete(bookingSlots).where(and(eq(bookingSlots.id, slotId), notExists(live))).returning({ id: bookingSlots.id });
  if (deleted.length > 0) return;
  const [slot] = await db.select({ id: bookingSlots.id }).from(bookingSlots).where(eq(bookingSlots.id, slotId));
  throw slot ? new AppError("CONFLICT", "the slot is booked", { reason: "booked" }) : new AppError("NOT_FOUND");
}
