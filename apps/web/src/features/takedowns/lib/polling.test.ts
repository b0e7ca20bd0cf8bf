import { describe, expect, it } from "vitest";
import { detail, summary } from "../testing/fixtures";
import { noticeAwaitsReply, pageIsInFlight } from "./polling";

describe("polling", () => {
  it("asks again while a notice of the page is queued or sending", () => {
    const page = (status: typeof summary.status) => ({ notices: [summary, { ...summary, status }], page: 1, pageSize: 25, total: 2 });
    expect(pageIsInFlight(page("queued"))).toBe(true);
    expect(pageIsInFlight(page("sending"))).toBe(true);
    expect(pageIsInFlight(page("acknowledged"))).toBe(false);
  });

  it("asks again until a reply arrived", () => {
    expect(noticeAwaitsReply(detail)).toBe(true);
    expect(noticeAwaitsReply({ ...detail, replies: [{ id: "r", kind: "acknowledged", from: "a@b.example", subject: "Re", text: "ok", ticket: null, reason: null, receivedAt: detail.createdAt }] })).toBe(false);
  });
});
