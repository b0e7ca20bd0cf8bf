import { describe, expect, it } from "vitest";
import { detail, foundEntry, noticeEntry, summary, timeline, tracking } from "../testing/fixtures";
import { CHECKS_POLL_MS, NOTICE_POLL_MS, noticeAwaitsReply, pageIsInFlight, timelinePollMs, trackingIsOpen } from "./polling";

describe("polling", () => {
  it("asks again while the list is empty, or a notice is queued, sending or awaiting its answer", () => {
    const page = (...statuses: Array<typeof summary.status>) => ({ notices: statuses.map((status) => ({ ...summary, status })), page: 1, pageSize: 25, total: statuses.length });
    expect(pageIsInFlight(page())).toBe(true);
    expect(pageIsInFlight(page("acknowledged", "queued"))).toBe(true);
    expect(pageIsInFlight(page("acknowledged", "sending"))).toBe(true);
    expect(pageIsInFlight(page("acknowledged", "sent"))).toBe(true);
    expect(pageIsInFlight(page("acknowledged", "rejected", "failed"))).toBe(false);
  });

  it("asks again until a reply arrived", () => {
    expect(noticeAwaitsReply(detail)).toBe(true);
    expect(noticeAwaitsReply({ ...detail, replies: [{ id: "r", kind: "acknowledged", from: "a@b.example", subject: "Re", text: "ok", ticket: null, reason: null, receivedAt: detail.createdAt }] })).toBe(false);
  });

  it("asks for a leak's checks again while it is tracked and not removed", () => {
    expect(trackingIsOpen(tracking())).toBe(true);
    expect(trackingIsOpen(tracking({ status: "restricted" }))).toBe(true);
    expect(trackingIsOpen(tracking({ status: "removed", removedAt: "2026-11-22T08:01:00.000Z" }))).toBe(false);
    expect(trackingIsOpen(tracking({ status: "new", trackingSince: null }))).toBe(false);
  });

  it("asks for a leak's timeline every 10 s while its notices are composed or leaving, then every 30 s while it is tracked and not removed", () => {
    expect(timelinePollMs(timeline({ status: "queued", trackingSince: null }))).toBe(NOTICE_POLL_MS);
    expect(timelinePollMs(timeline({ status: "sent", entries: [foundEntry, { ...noticeEntry, status: "queued", sentAt: null }] }))).toBe(NOTICE_POLL_MS);
    expect(timelinePollMs(timeline({ status: "sent", entries: [foundEntry, noticeEntry] }))).toBe(CHECKS_POLL_MS);
    expect(timelinePollMs(timeline({ status: "removed", removedAt: "2026-11-22T08:01:00.000Z", entries: [foundEntry, { ...noticeEntry, status: "removed" }] }))).toBe(false);
    expect(timelinePollMs(timeline({ status: "new", trackingSince: null }))).toBe(false);
  });
});
