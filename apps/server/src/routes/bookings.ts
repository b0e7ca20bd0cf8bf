// Book a call (issue 19). Anyone books a free slot (the bot check in app.ts, a daily limit per
// address in core) and cancels with the link of the confirmation mail; administrators open and
// delete slots, read bookings and cancel them. The mails go in the booker's language.
import { bookingRoutes as contract } from "@unleak/contracts";
import { bookCall } from "@unleak/core/bookings/book-call";
import type { BookingMail } from "@unleak/core/bookings/booking-mail";
import { cancelBookingAsAdmin, cancelBookingByToken } from "@unleak/core/bookings/cancel-booking";
import { deleteBookingSlot } from "@unleak/core/bookings/delete-booking-slot";
import { listBookings } from "@unleak/core/bookings/list-bookings";
import { listFreeSlots } from "@unleak/core/bookings/list-free-slots";
import { openBookingSlots } from "@unleak/core/bookings/open-booking-slots";
import { systemClock as clock } from "@unleak/core/clock/clock";
import { pickLanguage } from "@unleak/i18n";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { actorOf, requireActor } from "../http/session";
import { addressKey } from "../http/visitor";
import { languageOf, translator } from "../i18n";

/** The sender's address of "Name <address>", or the whole value. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;
const nameOf = (from: string) => /^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1] ?? "Unleak";

// Calls are real appointments: their times are read on real time, never the sandbox's sped-up clock.

/** The organiser of the calls is the operator (OPERATOR_EMAIL), else the mail sender. */
function bookingMailOf(c: Context<AppEnv>): BookingMail {
  const { mailer, config } = c.get("services");
  return {
    mailer,
    translatorFor: (language) => translator(pickLanguage(language)),
    appUrl: config.baseUrl,
    organizer: { name: config.operator.name ?? nameOf(config.mailFrom), email: config.operator.email ?? addressOf(config.mailFrom) },
    secret: config.authSecret,
  };
}

export const bookingRoutes = contractRouter()
  .openapi(route(contract.slots), async (c) => {
    const { db } = c.get("services");
    return c.json(await listFreeSlots({ db, clock }), 200);
  })
  .openapi(route(contract.book), async (c) => {
    const { db } = c.get("services");
    const body = c.req.valid("json");
    const booking = await bookCall({ db, clock, actor: actorOf(c), mail: bookingMailOf(c), ...body, language: languageOf(c.req.raw), limitKey: addressKey(c) });
    return c.json(booking, 201);
  })
  .openapi(route(contract.cancel), async (c) => {
    const { db } = c.get("services");
    return c.json(await cancelBookingByToken({ db, mail: bookingMailOf(c), bookingId: c.req.valid("param").id, token: c.req.valid("json").token }), 200);
  })
  .openapi(route(contract.adminList), async (c) => {
    const { db } = c.get("services");
    return c.json(await listBookings({ db, clock, actor: requireActor(c) }), 200);
  })
  .openapi(route(contract.adminOpen), async (c) => {
    const { db } = c.get("services");
    return c.json(await openBookingSlots({ db, clock, actor: requireActor(c), ...c.req.valid("json") }), 201);
  })
  .openapi(route(contract.adminDeleteSlot), async (c) => {
    await deleteBookingSlot({ db: c.get("services").db, actor: requireActor(c), slotId: c.req.valid("param").id });
    return c.body(null, 204);
  })
  .openapi(route(contract.adminCancel), async (c) => {
    const { db } = c.get("services");
    return c.json(await cancelBookingAsAdmin({ db, actor: requireActor(c), mail: bookingMailOf(c), bookingId: c.req.valid("param").id }), 200);
  });
