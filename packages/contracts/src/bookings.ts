// Book a call (issue 19): administrators open times (slots), a visitor or a signed-in user books
// one free future slot at /bookacall (behind the bot check), is mailed a confirmation with a
// calendar invitation and a link to cancel, and administrators see and cancel bookings.
import { z } from "zod";
import { defineRoute, empty, errorResponseSchema, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { bookingStatuses, bookingTopics } from "./words";

export const BOOKING_NAME_MAX = 120;
export const BOOKING_MESSAGE_MAX = 2000;
/** How many slots one request may open (a day's series). */
export const BOOKING_SLOTS_PER_REQUEST_MAX = 48;
export const BOOKING_DURATION_MIN = 5;
export const BOOKING_DURATION_MAX = 240;

const isoTime = z.string().meta({ description: "ISO time" });

/** A free time a visitor may book. */
export const bookingSlotSchema = z.object({ id: z.uuid(), startsAt: isoTime, durationMinutes: z.number().int() }).meta({ id: "BookingSlot" });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;
export const freeBookingSlotsSchema = z.object({ slots: z.array(bookingSlotSchema).meta({ description: "Free future slots, soonest first" }) }).meta({ id: "FreeBookingSlots" });
export type FreeBookingSlots = z.infer<typeof freeBookingSlotsSchema>;

/** What /bookacall sends. */
export const bookingBodySchema = z
  .object({
    slotId: idSchema,
    name: safeText().trim().min(1).max(BOOKING_NAME_MAX),
    email: z.string().trim().pipe(z.email().max(254)),
    topic: z.enum(bookingTopics),
    message: safeText().trim().max(BOOKING_MESSAGE_MAX).optional(),
    timeZone: z.string().max(64).optional().meta({ description: "The browser's IANA time zone: the mail words the time in it (unknown: UTC)" }),
  })
  .strict();
export type BookingBody = z.input<typeof bookingBodySchema>;

/** The booker's own view of the booking. */
export const bookingSchema = z
  .object({ id: z.uuid(), status: z.enum(bookingStatuses), startsAt: isoTime, durationMinutes: z.number().int(), email: z.string(), topic: z.enum(bookingTopics) })
  .meta({ id: "Booking" });
export type Booking = z.infer<typeof bookingSchema>;

export const bookingCancelBodySchema = z.object({ token: z.string().min(1).max(200) }).strict();

/** One booking as administrators read it. */
export const adminBookingSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(bookingStatuses),
    startsAt: isoTime,
    durationMinutes: z.number().int(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(bookingTopics),
    message: z.string().nullable(),
    language: z.string(),
    signedIn: z.boolean().meta({ description: "Booked by a signed-in user (not a visitor)" }),
    createdAt: isoTime,
    cancelledAt: z.string().nullable(),
  })
  .meta({ id: "AdminBooking" });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingSlotSchema = bookingSlotSchema
  .extend({ booking: adminBookingSchema.nullable().meta({ description: "The live booking, null while the slot is free" }) })
  .meta({ id: "AdminBookingSlot" });
export type AdminBookingSlot = z.infer<typeof adminBookingSlotSchema>;

export const adminBookingsSchema = z
  .object({
    upcoming: z.array(adminBookingSlotSchema).meta({ description: "Future slots, soonest first, with their booking" }),
    past: z.array(adminBookingSchema).meta({ description: "Bookings of slots that began, newest first (the last 100), and cancelled ones" }),
  })
  .meta({ id: "AdminBookings" });
export type AdminBookings = z.infer<typeof adminBookingsSchema>;

/** Opening slots: their starts (computed in the administrator's time zone by the browser) and one duration. */
export const openSlotsBodySchema = z
  .object({
    startsAt: z.array(z.iso.datetime({ offset: true })).min(1).max(BOOKING_SLOTS_PER_REQUEST_MAX),
    durationMinutes: z.number().int().min(BOOKING_DURATION_MIN).max(BOOKING_DURATION_MAX),
  })
  .strict();
export type OpenSlotsBody = z.infer<typeof openSlotsBodySchema>;
export const openedSlotsSchema = z
  .object({ opened: z.number().int(), skipped: z.number().int().meta({ description: "Starts already open, or in the past" }) })
  .meta({ id: "OpenedSlots" });
export type OpenedSlots = z.infer<typeof openedSlotsSchema>;

const tags = ["Bookings"];
const params = z.object({ id: idSchema });

export const bookingRoutes = {
  slots: defineRoute({
    method: "get",
    path: "/bookings/slots",
    access: "public",
    summary: "The free future times a call may be booked at",
    tags,
    responses: { 200: json(freeBookingSlotsSchema, "Free slots") },
  }),
  book: defineRoute({
    method: "post",
    path: "/bookings",
    access: "public",
    summary: "Book a call on a free slot; the booker is mailed a calendar invitation and a cancel link",
    description: "Needs a solved bot check in the X-Captcha header (403 CAPTCHA_FAILED), a few a day per address (429 RATE_LIMITED). A slot taken meanwhile: 409 SLOT_TAKEN.",
    tags,
    request: { body: jsonBody(bookingBodySchema) },
    responses: { 201: json(bookingSchema, "Booked"), 409: json(errorResponseSchema, "The slot is taken or gone") },
  }),
  cancel: defineRoute({
    method: "post",
    path: "/bookings/{id}/cancel",
    access: "public",
    summary: "The booker cancels with the token of the confirmation mail; the slot is free again",
    tags,
    request: { params, body: jsonBody(bookingCancelBodySchema) },
    responses: { 200: json(bookingSchema, "Cancelled (again: the same answer)"), 404: json(errorResponseSchema, "Unknown booking or token") },
  }),
  adminList: defineRoute({
    method: "get",
    path: "/admin/bookings",
    access: "admin",
    summary: "Upcoming slots with their bookings, and past bookings",
    tags: ["Admin"],
    responses: { 200: json(adminBookingsSchema, "Slots and bookings") },
  }),
  adminOpen: defineRoute({
    method: "post",
    path: "/admin/booking-slots",
    access: "admin",
    summary: "Open slots (several at once); starts already open or past are skipped",
    tags: ["Admin"],
    request: { body: jsonBody(openSlotsBodySchema) },
    responses: { 201: json(openedSlotsSchema, "How many were opened") },
  }),
  adminDeleteSlot: defineRoute({
    method: "delete",
    path: "/admin/booking-slots/{id}",
    access: "admin",
    summary: "Delete a free slot (a booked one: 409, cancel the booking first)",
    tags: ["Admin"],
    request: { params },
    responses: { 204: empty("Deleted"), 409: json(errorResponseSchema, "The slot is booked") },
  }),
  adminCancel: defineRoute({
    method: "post",
    path: "/admin/bookings/{id}/cancel",
    access: "admin",
    summary: "Cancel a booking and mail the booker; the slot is free again",
    tags: ["Admin"],
    request: { params },
    responses: { 200: json(adminBookingSchema, "Cancelled") },
  }),
};
