import type { CounterNotice } from "@unleak/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { leakId, serveApi } from "../testing/fixtures";
import { CounterNoticePanel } from "./counter-notice-panel";

const noticeId = "5d1c0c7e-2222-4b3c-8d4e-000000000009";
const entry: CounterNotice = {
  leakId: leakId(1),
  leakUrl: "https://tube.example/video/1",
  leakTitle: "Video 1",
  leakStatus: "counter_noticed",
  noticeId,
  noticeReference: "UL-7K3QX9",
  reply: { id: "r1", from: "abuse@hostco.example", subject: "Counter-notification", text: "We have received a counter-notification.", receivedAt: "2027-06-14T09:00:00.000Z" },
  earliestRestore: "2027-06-29T09:00:00.000Z",
  latestRestore: "2027-07-06T09:00:00.000Z",
  decision: null,
  meaning: "awaiting_decision",
};

describe("CounterNoticePanel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says plainly what a counter-notice means, with the restore window", async () => {
    serveApi((key) => (key === "GET /api/counter-notices" ? { body: { counterNotices: [entry] } } : undefined));
    renderWithProviders(<CounterNoticePanel leakId={leakId(1)} />);
    const panel = await screen.findByTestId("counter-notice");
    expect(panel.textContent).toContain(
      "The uploader says this removal was a mistake (a counter-notice under 17 U.S.C. §512(g)). The host will put the content back between June 29, 2027 and July 6, 2027 unless a lawsuit is filed by then. Escalation is paused.",
    );
    expect(within(panel).getByRole("button", { name: "Let it go" })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Pursue with a lawyer" })).toBeTruthy();
  });

  it("shows nothing for a leak without a counter-notice", async () => {
    const calls = serveApi((key) => (key === "GET /api/counter-notices" ? { body: { counterNotices: [entry] } } : undefined));
    renderWithProviders(<CounterNoticePanel leakId={leakId(2)} />);
    await vi.waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByTestId("counter-notice")).toBeNull();
  });

  it("pursues only after confirming, then shows the decision", async () => {
    let decided = false;
    const calls = serveApi((key) => {
      if (key === "GET /api/counter-notices") return { body: { counterNotices: [decided ? { ...entry, decision: { decision: "pursue", at: "2027-06-15T10:00:00.000Z" }, meaning: "pursue" } : entry] } };
      if (key === `POST /api/counter-notices/${noticeId}/decision`) {
        decided = true;
        return { body: { counterNotices: [{ ...entry, decision: { decision: "pursue", at: "2027-06-15T10:00:00.000Z" }, meaning: "pursue" }] } };
      }
      return undefined;
    });
    renderWithProviders(<CounterNoticePanel noticeId={noticeId} />);
    fireEvent.click(await screen.findByRole("button", { name: "Pursue with a lawyer" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("a lawsuit must be filed before July 6, 2027");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Yes, hand it to a lawyer" }));
    const decision = await screen.findByTestId("counter-notice-decision");
    expect(decision.textContent).toContain("You chose to pursue this on June 15, 2027.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([{ method: "POST", url: `/api/counter-notices/${noticeId}/decision`, body: { decision: "pursue" } }]);
    expect(screen.queryByRole("button", { name: "Let it go" })).toBeNull();
  });

  it("can cancel the confirmation", async () => {
    serveApi((key) => (key === "GET /api/counter-notices" ? { body: { counterNotices: [entry] } } : undefined));
    renderWithProviders(<CounterNoticePanel noticeId={noticeId} />);
    fireEvent.click(await screen.findByRole("button", { name: "Let it go" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Let it go" })).toBeTruthy();
  });
});
