// Book a call (issue 19): administrators open slots; a visitor books a free one behind the bot
// check and is mailed a confirmation with a calendar invitation (METHOD:REQUEST, the operator as
// organiser, the booker as attendee); a second booking of the same slot is a translated 409; the
// cancel link frees the slot; an administrator cancels and the booker is mailed. Creators never
// reach the admin routes.
import { adminRoutes, bookingRoutes as routes } from "@unleak/contracts";
import { mailOutbox } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

/** An iCalendar text's properties (lines unfolded), the first of each name. */
function calendarOf(ics: string): Map<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, "").split(/\r\n/).filter(Boolean);
  const properties = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).split(";")[0]!;
    if (!properties.has(name)) properties.set(name, line);
  }
  return properties;
}

/** "20261201T100000Z" for a date. */
const icsTime = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

describe.each(kinds)("booking a call on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;
  let creator: TestBrowser;
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  tomorrow.setUTCHours(10, 0, 0, 0);
  const startAt = (minutes: number) => new Date(tomorrow.getTime() + minutes * 60_000);

  const mailsTo = (to: string) => server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  const freeSlots = async () => (await answerOf(routes.slots, await server.browser().request("/api/bookings/slots"), 200)).slots;
  const book = (browser: TestBrowser, slotId: string, email: string, headers: Record<string, string> = {}) =>
    browser.request("/api/bookings", { json: { slotId, name: "Mara Quill", email, topic: "onboarding", message: "About my first scan", timeZone: "Europe/Berlin" }, headers });
  const open = (browser: TestBrowser, starts: Date[], durationMinutes = 30) => browser.request("/api/admin/booking-slots", { json: { startsAt: starts.map((s) => s.toISOString()), durationMinutes } });

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "bookings-admin@example.test", OPERATOR_EMAIL: "calls@unleak.example", OPERATOR_NAME: "Unleak Calls" });
    [admin] = await server.signedInAdmin("bookings-admin@example.test");
    [creator] = await server.signedInBrowser("bookings-creator@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("opens a day's series of slots for administrators only, skipping starts already open or past", async () => {
    expect((await answerOf(routes.adminOpen, await open(creator, [startAt(0)]), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.adminList, await creator.request("/api/admin/bookings"), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.adminOpen, await open(server.browser(), [startAt(0)]), 401)).error.code).toBe("UNAUTHENTICATED");

    const opened = await answerOf(routes.adminOpen, await open(admin, [startAt(0), startAt(30), startAt(60), new Date(Date.now() - 3600_000)]), 201);
    expect(opened).toEqual({ opened: 3, skipped: 1 });
    expect(await answerOf(routes.adminOpen, await open(admin, [startAt(0)]), 201)).toEqual({ opened: 0, skipped: 1 });
    const slots = await freeSlots();
    expect(slots.map((slot) => slot.startsAt)).toEqual([startAt(0), startAt(30), startAt(60)].map((d) => d.toISOString()));
    expect(slots.every((slot) => slot.durationMinutes === 30)).toBe(true);
  });

  it("books a free slot once, mails the .ics invitation, and answers a second booking with a translated 409", async () => {
    const [slot] = await freeSlots();
    const visitor = server.browser();
    const booking = await answerOf(routes.book, await book(visitor, slot!.id, "mara@example.test"), 201);
    expect(booking).toMatchObject({ status: "booked", startsAt: slot!.startsAt, durationMinutes: 30, email: "mara@example.test", topic: "onboarding" });

    const [mail] = await mailsTo("mara@example.test");
    expect(mail!.text).toContain(`/bookacall?cancel=${booking.id}&token=`);
    expect(mail!.attachments).toHaveLength(1);
    const invite = mail!.attachments![0]!;
    expect(invite.filename).toBe("invite.ics");
    expect(invite.contentType).toContain("text/calendar");
    const ics = calendarOf(Buffer.from(invite.content, "base64").toString("utf8"));
    expect(ics.get("BEGIN")).toBe("BEGIN:VCALENDAR");
    expect(ics.get("METHOD")).toBe("METHOD:REQUEST");
    expect(ics.get("UID")).toBe(`UID:${booking.id}`);
    expect(ics.get("DTSTART")).toContain(`:${icsTime(new Date(slot!.startsAt))}`);
    expect(ics.get("ORGANIZER")).toMatch(/^ORGANIZER;CN="?Unleak Calls"?:mailto:calls@unleak\.example$/i);
    expect(ics.get("ATTENDEE")).toMatch(/CN="?Mara Quill"?.*:mailto:mara@example\.test$/i);

    // Administrators see in the outbox that the invitation went with it.
    const outbox = await answerOf(adminRoutes.outbox, await admin.request("/api/admin/outbox"), 200);
    expect(outbox.mails.find((m) => m.to === "mara@example.test")!.attachments).toEqual([{ filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", bytes: Buffer.from(invite.content, "base64").length }]);

    expect((await freeSlots()).map((s) => s.id)).not.toContain(slot!.id);
    const second = await answerOf(routes.book, await book(server.browser(), slot!.id, "other@example.test", { "accept-language": "de" }), 409);
    expect(second.error.code).toBe("SLOT_TAKEN");
    expect(second.error.message).toContain("Termin");
    expect(await mailsTo("other@example.test")).toHaveLength(0);
  });

  it("lets two racing bookings of one slot take it only once", async () => {
    const [slot] = await freeSlots();
    const answers = await Promise.all([book(server.browser(), slot!.id, "race-a@example.test"), book(server.browser(), slot!.id, "race-b@example.test")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it("refuses bad input and a missing bot check", async () => {
    const [slot] = await freeSlots();
    const noCaptcha = await server.browser().request("/api/bookings", { json: { slotId: slot!.id, name: "X", email: "x@example.test", topic: "other" }, headers: { "x-captcha": "nonsense" } });
    expect((await answerOf(routes.book, noCaptcha, 403)).error.code).toBe("CAPTCHA_FAILED");
    const badTopic = await server.browser().request("/api/bookings", { json: { slotId: slot!.id, name: "X", email: "x@example.test", topic: "gossip" } });
    expect(badTopic.status).toBe(422);
    const unknown = await book(server.browser(), "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", "x@example.test");
    expect((await answerOf(routes.book, unknown, 409)).error.code).toBe("SLOT_TAKEN");
  });

  it("cancels with the mailed link only, frees the slot and mails the cancellation", async () => {
    const [slot] = await freeSlots();
    const booking = await answerOf(routes.book, await book(creator, slot!.id, "lina@example.test"), 201);
    const cancelUrl = new URL(/https?:\/\/\S+/.exec((await mailsTo("lina@example.test"))[0]!.text)![0]);
    const token = cancelUrl.searchParams.get("token")!;
    expect(cancelUrl.searchParams.get("cancel")).toBe(booking.id);

    const wrong = await server.browser().request(`/api/bookings/${booking.id}/cancel`, { json: { token: "not-the-token" } });
    expect((await answerOf(routes.cancel, wrong, 404)).error.code).toBe("NOT_FOUND");
    const cancelled = await answerOf(routes.cancel, await server.browser().request(`/api/bookings/${booking.id}/cancel`, { json: { token } }), 200);
    expect(cancelled.status).toBe("cancelled");
    expect((await freeSlots()).map((s) => s.id)).toContain(slot!.id);
    const [notice] = await mailsTo("lina@example.test");
    expect(notice!.attachments![0]!.filename).toBe("cancelled.ics");
    expect(calendarOf(Buffer.from(notice!.attachments![0]!.content, "base64").toString("utf8")).get("METHOD")).toBe("METHOD:CANCEL");
    // A second click changes nothing and mails nobody again.
    await answerOf(routes.cancel, await server.browser().request(`/api/bookings/${booking.id}/cancel`, { json: { token } }), 200);
    expect(await mailsTo("lina@example.test")).toHaveLength(2);
    // The freed slot is booked again.
    await answerOf(routes.book, await book(server.browser(), slot!.id, "next@example.test"), 201);
  });

  it("shows administrators the bookings, lets them cancel one (the booker is mailed) and delete only free slots", async () => {
    const list = await answerOf(routes.adminList, await admin.request("/api/admin/bookings"), 200);
    const booked = list.upcoming.find((slot) => slot.booking?.email === "mara@example.test")!;
    expect(booked.booking).toMatchObject({ name: "Mara Quill", topic: "onboarding", message: "About my first scan", status: "booked", signedIn: false });
    expect(list.past.some((b) => b.email === "lina@example.test" && b.status === "cancelled")).toBe(true);

    expect((await answerOf(routes.adminDeleteSlot, await admin.request(`/api/admin/booking-slots/${booked.id}`, { method: "DELETE" }), 409)).error.code).toBe("CONFLICT");
    expect((await answerOf(routes.adminCancel, await creator.request(`/api/admin/bookings/${booked.booking!.id}/cancel`, { method: "POST" }), 403)).error.code).toBe("FORBIDDEN");
    const cancelled = await answerOf(routes.adminCancel, await admin.request(`/api/admin/bookings/${booked.booking!.id}/cancel`, { method: "POST" }), 200);
    expect(cancelled.status).toBe("cancelled");
    expect((await mailsTo("mara@example.test"))[0]!.subject).toContain("cancelled");
    expect((await answerOf(routes.adminCancel, await admin.request(`/api/admin/bookings/${booked.booking!.id}/cancel`, { method: "POST" }), 409)).error.code).toBe("CONFLICT");

    const deleted = await admin.request(`/api/admin/booking-slots/${booked.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect((await freeSlots()).map((s) => s.id)).not.toContain(booked.id);
    expect((await admin.request(`/api/admin/booking-slots/${booked.id}`, { method: "DELETE" })).status).toBe(404);
  });
});
