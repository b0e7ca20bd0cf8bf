import { fireEvent, screen, within } from "@testing-library/react";
import type { LeakTimeline as Timeline } from "@unleak/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { foundEntry, leakId, noticeEntry, removalCheck, serveApi, timeline } from "../testing/fixtures";
import { LeakTimeline } from "./leak-timeline";

const timelinePath = `GET /api/leaks/${leakId(1)}/timeline`;

function serveTimeline(body: Timeline) {
  return serveApi((key) => (key === timelinePath ? { body } : undefined));
}
/** The timeline's entries in the order shown: their kind, or a check's outcome. */
const kinds = () => [...screen.getByTestId("leak-timeline").querySelectorAll(":scope ol > li")].map((item) => item.getAttribute("data-kind") ?? item.getAttribute("data-outcome"));

describe("LeakTimeline", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the leak's timeline, shows it was found with its match, and says when checks start", async () => {
    const calls = serveTimeline(timeline({ status: "new", trackingSince: null, nextCheckAt: null }));
    renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-summary")).textContent).toBe("Checks start 24 hours after the first notice is sent.");
    expect(calls[0].url).toBe(`/api/leaks/${leakId(1)}/timeline`);
    const [found] = screen.getAllByTestId("timeline-entry");
    expect(found.getAttribute("data-kind")).toBe("found");
    expect(found.textContent).toContain("Found on Tube 1");
    expect(within(found).getByTestId("evidence-badge").getAttribute("data-evidence")).toBe("high");
    expect(screen.queryAllByTestId("leak-notice")).toHaveLength(0);
  });

  it("tells the page the leak's status it brings, so the page's header can follow it", async () => {
    serveTimeline(timeline({ status: "removed" }));
    const heard = vi.fn();
    renderWithProviders(<LeakTimeline leakId={leakId(1)} onStatusChange={heard} />);
    await screen.findByTestId("tracking-summary");
    expect(heard).toHaveBeenCalledWith("removed");
  });

  it("shows each notice with its wave, recipient, basis and status, linked, and its text exactly as sent behind a disclosure", async () => {
    const reminder = { ...noticeEntry, noticeId: "n2", reference: "UNL-2026-000124", wave: 1, at: "2026-11-26T08:00:00.000Z", sentAt: "2026-11-26T08:00:00.000Z", body: "REMINDER. Our notice UNL-2026-000123\n  still stands." };
    serveTimeline(timeline({ entries: [foundEntry, noticeEntry, reminder] }));
    renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    const [first, second] = await screen.findAllByTestId("leak-notice");
    expect(within(first).getByRole("link", { name: noticeEntry.reference }).getAttribute("href")).toBe(`/notices/${noticeEntry.noticeId}`);
    for (const text of ["Notice sent", "W0 · first notice", "to Hostco (Hosting provider)", "abuse@hostco.example", "Legal basis: DMCA §512(c)(3)"]) expect(first.textContent).toContain(text);
    expect(within(first).getByTestId("notice-status").textContent).toBe("Sent");
    expect(second.getAttribute("data-wave")).toBe("1");
    expect(second.textContent).toContain("W1 · escalation wave 1");
    const text = within(second).getByTestId("notice-text") as HTMLDetailsElement;
    expect(text.open).toBe(false);
    fireEvent.click(within(text).getByText("The notice exactly as sent"));
    expect(text.open).toBe(true);
    expect(text.querySelector("pre")?.textContent).toBe(reminder.body);
    expect(text.textContent).toContain(`SHA-256 of the message as sent: ${"a".repeat(64)}`);
  });

  it("tells the case oldest first: the reply's first words, the wave, the checks with their evidence, the confirmed removal", async () => {
    const gone = removalCheck(4, { outcome: "removed", reason: "http-404", httpStatus: 404, evidence: { page: { status: 404, headers: { server: "nginx" } } } });
    const confirming = removalCheck(5, { outcome: "soft-404", reason: "not-found-wording" });
    const entries: Timeline["entries"] = [
      foundEntry,
      noticeEntry,
      { kind: "reply", at: "2026-11-21T09:00:00.000Z", noticeId: noticeEntry.noticeId, reference: noticeEntry.reference, replyKind: "acknowledged", from: "abuse@hostco.example", excerpt: "Thank you for your notice. Ticket HC-991 opened.", ticket: "HC-991" },
      { kind: "check", at: "2026-11-22T08:01:00.000Z", check: removalCheck(2) },
      { kind: "wave", at: "2026-11-23T08:00:00.000Z", wave: 1, action: "reminder", reason: "reminder_no_removal", recipients: ["abuse@hostco.example"] },
      { kind: "check", at: gone.checkedAt, check: gone },
      { kind: "removed", at: gone.checkedAt },
      { kind: "check", at: confirming.checkedAt, check: confirming },
    ];
    serveTimeline(timeline({ status: "removed", removedAt: gone.checkedAt, nextCheckAt: null, entries }));
    renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    await screen.findByTestId("tracking-status");
    expect(kinds()).toEqual(["found", "notice", "reply", "up", "wave", "removed", "removed", "soft-404"]);
    const reply = screen.getByTestId("timeline-reply");
    for (const text of ["Reply to UNL-2026-000123", "Acknowledged", "From abuse@hostco.example · ticket HC-991", "Thank you for your notice. Ticket HC-991 opened."]) expect(reply.textContent).toContain(text);
    expect(within(reply).getByRole("link", { name: "Read the whole reply" }).getAttribute("href")).toBe(`/notices/${noticeEntry.noticeId}`);
    const wave = screen.getAllByTestId("timeline-entry").find((item) => item.getAttribute("data-kind") === "wave")!;
    expect(wave.textContent).toContain("Escalation wave W1: a reminder to the same recipients");
    expect(wave.textContent).toContain("The content is still online after the notice.");
    const checks = screen.getAllByTestId("removal-check");
    expect(within(checks[1]).getByTestId("check-outcome").textContent).toBe("Gone (HTTP 404)");
    const evidence = within(checks[1]).getByTestId("check-evidence");
    expect(evidence.querySelector("pre")?.textContent).toBe(JSON.stringify(gone.evidence, null, 2));
    const removed = screen.getAllByTestId("timeline-entry").find((item) => item.getAttribute("data-kind") === "removed")!;
    expect(removed.textContent).toContain("Removed at the source: first seen gone here, confirmed by a second check at least 24 hours later");
    expect(screen.getByTestId("tracking-status").textContent).toMatch(/^Removed — confirmed by two checks 24 hours apart \(first seen Nov 24, 2026/);
    expect(screen.getByTestId("tracking-summary").textContent).not.toContain("Next check");
  });

  it("never says removed for a 403 or a delisting: restricted and delisted say what they are", async () => {
    const blocked = removalCheck(3, { outcome: "restricted", reason: "http-403", httpStatus: 451 });
    serveTimeline(timeline({ status: "restricted", entries: [foundEntry, noticeEntry, { kind: "check", at: blocked.checkedAt, check: blocked }] }));
    const { unmount } = renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-status")).textContent).toBe("Restricted — the page answers 451: access is blocked, the content is not removed");
    expect(within(screen.getByTestId("removal-check")).getByTestId("check-outcome").textContent).toBe("Access blocked (HTTP 451) — not removed");
    expect(screen.getByTestId("leak-timeline").textContent).not.toMatch(/confirmed|Removed at the source/);
    unmount();
    vi.unstubAllGlobals();

    const search = removalCheck(3, { id: "s3", target: "search", url: "https://search.example/search?q=tube", outcome: "not-listed", reason: "not-listed", finalUrl: null, bodySha256: null });
    serveTimeline(timeline({ status: "delisted", entries: [foundEntry, { kind: "check", at: search.checkedAt, check: search }] }));
    renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-status")).textContent).toBe("Delisted from search only — the page is still up at the site");
    expect(screen.getByTestId("removal-check").textContent).toContain("Search results at search.example");
    expect(screen.queryAllByTestId("timeline-entry").some((item) => item.getAttribute("data-kind") === "removed")).toBe(false);
  });

  it("says a case under way is not confirmed removed, and shows the next step with its date and why", async () => {
    serveTimeline(timeline({ status: "acknowledged", entries: [foundEntry, noticeEntry], nextStep: { wave: 2, action: "host-cdn-processor", due: "2026-12-01T12:00:00.000Z", reason: "escalate_host" } }));
    renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-status")).textContent).toBe("In progress — removal not confirmed yet");
    expect(screen.getByTestId("tracking-next-step").textContent).toMatch(
      /^Next step \(wave 2\) on Dec 1, 2026, .+: notices to the hosting provider, the CDN and, where known, the payment processor\. The content is still online 10 days after the first notice\.$/,
    );
  });

  it("tells a counter-notice decision and the hand-over, and links a re-upload's new case", async () => {
    const entries: Timeline["entries"] = [
      foundEntry,
      noticeEntry,
      { kind: "reply", at: "2026-11-22T09:00:00.000Z", noticeId: noticeEntry.noticeId, reference: noticeEntry.reference, replyKind: "counter_notice", from: "abuse@hostco.example", excerpt: "We have received a counter-notification.", ticket: null },
      { kind: "decision", at: "2026-11-23T09:00:00.000Z", noticeId: noticeEntry.noticeId, reference: noticeEntry.reference, decision: "pursue" },
      { kind: "handed_over", at: "2026-11-23T09:00:00.000Z" },
      { kind: "reupload", at: "2026-12-02T09:00:00.000Z", leakId: leakId(8), siteName: "Mirror", url: "https://mirror.example/copy" },
    ];
    serveTimeline(timeline({ status: "escalated", handedOverAt: "2026-11-23T09:00:00.000Z", nextCheckAt: null, entries }));
    renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    expect((await screen.findByTestId("tracking-handed-over")).textContent).toContain("Handed over for legal action on Nov 23, 2026");
    expect(screen.queryByTestId("tracking-status")).toBeNull();
    expect(kinds()).toEqual(["found", "notice", "reply", "decision", "handed_over", "reupload"]);
    expect(screen.getByTestId("timeline-reply").textContent).toContain("Counter-notice");
    const items = screen.getAllByTestId("timeline-entry");
    expect(items.find((item) => item.getAttribute("data-kind") === "decision")?.textContent).toContain(
      "You chose to pursue the counter-notice about UNL-2026-000123: a lawyer must file suit before the host restores the content.",
    );
    const reupload = items.find((item) => item.getAttribute("data-kind") === "reupload")!;
    expect(reupload.textContent).toContain("Found again on Mirror: a new case was opened for the copy");
    expect(within(reupload).getByRole("link", { name: "Open the new case" }).getAttribute("href")).toBe(`/leaks/${leakId(8)}`);
  });

  it("links a re-upload to the case it continues", async () => {
    serveTimeline(timeline({ status: "new", trackingSince: null, parentLeakId: leakId(7), entries: [{ ...foundEntry, parentLeakId: leakId(7) }] }));
    renderWithProviders(<LeakTimeline leakId={leakId(1)} />);
    const [found] = await screen.findAllByTestId("timeline-entry");
    expect(found.textContent).toContain("This is a re-upload of content that was removed before.");
    expect(within(found).getByRole("link", { name: "Open the original case" }).getAttribute("href")).toBe(`/leaks/${leakId(7)}`);
  });
});
