// What a booked call's mails need (issue 19): the mailer, the booker's texts, the link to cancel
// (the booking's id and a token signed with the server's secret) and the calendar invitation,
// an iCalendar file made with the `ics` library: METHOD:REQUEST when booked, METHOD:CANCEL when
// cancelled, the operator as organiser, the booker as attendee and the booking's id as UID.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createEvent } from "ics";
import type { MailAttachment, Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";

export interface BookingMail {
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** The app's address, for the cancel link (`/bookacall?cancel=<id>&token=<token>`). */
  appUrl: string;
  /** Who holds the call: the calendar invitation's organiser. */
  organizer: { name: string; email: string };
  /** Signs the cancel links. */
  secret: string;
}

export interface BookedCall {
  id: string;
  name: string;
  email: string;
  topic: string;
  language: string;
  startsAt: Date;
  durationMinutes: number;
}

/** The token of a booking's cancel link. */
export function cancelTokenOf(secret: string, bookingId: string): string {
  return createHmac("sha256", secret).update(`booking-cancel:${bookingId}`).digest("base64url");
}

export function cancelTokenMatches(secret: string, bookingId: string, token: string): boolean {
  const expected = Buffer.from(cancelTokenOf(secret, bookingId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The booker's time zone if the browser named a real one, else UTC. */
export function timeZoneOrUtc(timeZone: string | null | undefined): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

/** "Tuesday, 1 December 2026, 10:00 (Europe/Berlin)" in the booker's language and zone. */
function whenOf(call: BookedCall, timeZone: string): string {
  const formatted = new Intl.DateTimeFormat(call.language, { dateStyle: "full", timeStyle: "short", timeZone }).format(call.startsAt);
  return `${formatted} (${timeZone})`;
}

/** The calendar invitation (or its cancellation) as an attachment. */
export function invitationOf(mail: BookingMail, call: BookedCall, method: "REQUEST" | "CANCEL", title: string): MailAttachment {
  const { error, value } = createEvent({
    productId: "unleak/bookings",
    method,
    uid: call.id,
    sequence: method === "CANCEL" ? 1 : 0,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    start: call.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: call.durationMinutes },
    title,
    organizer: { name: mail.organizer.name, email: mail.organizer.email },
    attendees: [{ name: call.name, email: call.email, rsvp: true, role: "REQ-PARTICIPANT", partstat: "ACCEPTED" }],
  });
  if (error || !value) throw error ?? new Error("no calendar invitation");
  return { filename: method === "CANCEL" ? "cancelled.ics" : "invite.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: Buffer.from(value, "utf8").toString("base64") };
}

/** The confirmation: when, the topic, the cancel link, and the invitation. */
export async function mailBookingConfirmation(mail: BookingMail, call: BookedCall, timeZone: string): Promise<void> {
  const t = mail.translatorFor(call.language);
  const values = { name: call.name, when: whenOf(call, timeZone), minutes: call.durationMinutes, topic: t(`bookings:topics.${call.topic}`) };
  const cancelUrl = `${mail.appUrl}/bookacall?cancel=${call.id}&token=${cancelTokenOf(mail.secret, call.id)}`;
  await mail.mailer.send({
    to: call.email,
    subject: t("bookings:mail.booked.subject", values),
    text: t("bookings:mail.booked.text", { ...values, cancelUrl }),
    attachments: [invitationOf(mail, call, "REQUEST", t("bookings:mail.eventTitle", values))],
  });
}

/** The booker hears that the call is off: by their own hand, or an administrator's. */
export async function mailBookingCancelled(mail: BookingMail, call: BookedCall, by: "booker" | "admin"): Promise<void> {
  const t = mail.translatorFor(call.language);
  const values = { name: call.name, when: whenOf(call, "UTC"), bookUrl: `${mail.appUrl}/bookacall` };
  await mail.mailer.send({
    to: call.email,
    subject: t("bookings:mail.cancelled.subject", values),
    text: t(by === "admin" ? "bookings:mail.cancelled.byAdmin" : "bookings:mail.cancelled.byBooker", values),
    attachments: [invitationOf(mail, call, "CANCEL", t("bookings:mail.eventTitle", values))],
  });
}
