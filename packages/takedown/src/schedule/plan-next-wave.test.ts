import { describe, expect, it } from "vitest";
import { planNextWave, type SentWave, type WaveInput } from "./plan-next-wave";

// Monday 1 March 2027, 10:00 UTC.
const firstSentAt = new Date("2027-03-01T10:00:00Z");
const d = (iso: string) => new Date(`${iso}Z`);

function plan(overrides: Partial<WaveInput> = {}) {
  return planNextWave({ basis: "dmca", firstSentAt, waves: [], lastOutcome: "up", now: firstSentAt, ...overrides });
}

const w1: SentWave = { wave: 1, sentAt: d("2027-03-08T10:00:00"), recipientKind: "site" };
const w2: SentWave = { wave: 2, sentAt: d("2027-03-13T10:00:00"), recipientKind: "host" };
const w3: SentWave = { wave: 3, sentAt: d("2027-03-19T10:00:00"), recipientKind: "registrar" };

describe("planNextWave: W1 reminder", () => {
  it("reminds the same recipient after 5 business days, over the weekend", () => {
    expect(plan()).toMatchObject({ wave: 1, due: d("2027-03-08T10:00:00"), action: "reminder", reason: { code: "reminder_no_removal" } });
  });

  it("reminds after 72 hours where a 48-hour duty applies", () => {
    expect(plan({ fortyEightHourDuty: true })).toMatchObject({ wave: 1, due: d("2027-03-04T10:00:00"), reason: { code: "reminder_48h_duty", params: { hours: "72" } } });
  });

  it("skips the configured holidays and takes configured delays", () => {
    expect(plan({ settings: { holidays: ["2027-03-02"] } })?.due).toEqual(d("2027-03-09T10:00:00"));
    expect(plan({ settings: { reminderAfterBusinessDays: 7 } })?.due).toEqual(d("2027-03-10T10:00:00"));
  });
});

describe("planNextWave: W2 host, CDN, payment processor", () => {
  it("waits 5 days after the reminder when that is later than 10 days after the first notice", () => {
    expect(plan({ waves: [w1] })).toMatchObject({ wave: 2, due: d("2027-03-13T10:00:00"), action: "host-cdn-processor", reason: { code: "escalate_host" } });
  });

  it("waits 10 days after the first notice when the reminder was early", () => {
    const early: SentWave = { wave: 1, sentAt: d("2027-03-04T10:00:00"), recipientKind: "site" };
    expect(plan({ waves: [early] })?.due).toEqual(d("2027-03-11T10:00:00"));
  });
});

describe("planNextWave: W3 registrar and search engines, W4 hand over", () => {
  it("escalates to the registrar 5 business days after W2", () => {
    // W2 on a Saturday: Monday is day one, Friday day five.
    expect(plan({ waves: [w1, w2] })).toMatchObject({ wave: 3, due: d("2027-03-19T10:00:00"), action: "registrar-search" });
  });

  it("counts from the last notice of W2 when it held several", () => {
    const cdn: SentWave = { wave: 2, sentAt: d("2027-03-15T12:00:00"), recipientKind: "cdn" };
    expect(plan({ waves: [w1, w2, cdn] })?.due).toEqual(d("2027-03-22T12:00:00"));
  });

  it("hands over to a lawyer 5 business days after W3, then plans nothing more", () => {
    expect(plan({ waves: [w1, w2, w3] })).toMatchObject({ wave: 4, due: d("2027-03-26T10:00:00"), action: "hand-over", reason: { code: "hand_over" } });
    const w4: SentWave = { wave: 4, sentAt: d("2027-03-26T10:00:00"), recipientKind: "site" };
    expect(plan({ waves: [w1, w2, w3, w4] })).toBeNull();
  });

  it("keeps escalating while the leak is restricted or unknown, which is never removed", () => {
    expect(plan({ waves: [w1, w2], lastOutcome: "restricted" })?.wave).toBe(3);
    expect(plan({ waves: [w1, w2], lastOutcome: "unknown" })?.wave).toBe(3);
  });
});

describe("planNextWave: when it stops", () => {
  it("plans nothing once removed, or while a removal awaits its confirming check", () => {
    expect(plan({ waves: [w1], lastOutcome: "removed-confirmed" })).toBeNull();
    expect(plan({ waves: [w1], lastOutcome: "removed-unconfirmed" })).toBeNull();
  });

  it("resumes when a later check finds the leak up again", () => {
    expect(plan({ waves: [w1], lastOutcome: "up" })?.wave).toBe(2);
  });

  it("stops at delisted only, unless configured to go on", () => {
    expect(plan({ waves: [w1, w2, w3], lastOutcome: "delisted-only" })).toBeNull();
    expect(plan({ waves: [w1, w2, w3], lastOutcome: "delisted-only", settings: { stopWhenDelistedOnly: false } })?.wave).toBe(4);
  });

  it("pauses while a counter-notice stands", () => {
    expect(plan({ waves: [w1], counterNotice: { receivedAt: d("2027-03-09T08:00:00") } })).toBeNull();
  });
});

describe("planNextWave: the clock", () => {
  it("is not reset by anything but the waves sent: a later `now` leaves the due date alone", () => {
    // A reply (an acknowledgement, say) is not an input: the reminder stays 5 business days after the notice.
    expect(plan({ now: d("2027-03-03T09:00:00") })?.due).toEqual(d("2027-03-08T10:00:00"));
  });

  it("gives `now` as the due date once the rule's date has passed, and keeps the rule's date in the reason", () => {
    const late = plan({ now: d("2027-03-20T09:00:00") });
    expect(late?.due).toEqual(d("2027-03-20T09:00:00"));
    expect(late?.reason.params.ruleDate).toBe("2027-03-08T10:00:00.000Z");
  });
});
