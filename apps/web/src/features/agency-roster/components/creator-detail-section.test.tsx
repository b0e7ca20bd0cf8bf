import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { activeCreator, creatorId, fakeApi, fakeProfile, fakeProfilePage, leak, me } from "../testing/fake-api";
import { plainFakeProfileParts } from "../testing/fake-profile-parts";
import { CreatorDetailSection } from "./creator-detail-section";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const base = `/api/agency/creators/${creatorId}`;
const quota = { tier: "pro", uploads: { used: 1, limit: 50 }, bytes: { used: 1, limit: 10 }, videos: { maxUploadBytes: 1, used: 0, limit: 1 } };
const scan = { id: "5d1c0c7e-3333-4b3c-8d4e-000000000001", kind: "full", scope: "full", status: "completed", stage: "complete", percent: 100, createdAt: "2026-11-20T10:00:00.000Z", finishedAt: "2026-11-20T10:05:00.000Z", leakCount: 2, newLeaks: 2 };
const notice = {
  id: "5d1c0c7e-2222-4b3c-8d4e-000000000001",
  reference: "UL-7K3QX9",
  status: "sent",
  basis: "dmca",
  recipientKind: "site",
  recipientName: "Tube",
  channel: "email",
  address: "dmca@tube.example",
  siteId: "tube",
  wave: 0,
  urlCount: 1,
  ticket: null,
  rejectionReason: null,
  lastError: null,
  createdAt: "2026-11-21T08:00:00.000Z",
  sentAt: "2026-11-21T08:01:00.000Z",
  repliedAt: null,
  actedBy: { agencyName: "Starlight Talent", memberEmail: "mia@agency.example" },
};

function serve(role: "owner" | "manager" | "viewer", summary = activeCreator, extra: Record<string, { status?: number; body?: unknown }> = {}) {
  return fakeApi({
    "GET /api/me": { body: me(role) },
    [`GET ${base}`]: { body: summary },
    [`GET ${base}/leaks`]: { body: { leaks: [leak(1), leak(2), leak(3, { status: "sent" })], page: 1, pageSize: 25, total: 3 } },
    [`GET ${base}/scans`]: { body: { scans: [{ ...scan, actedBy: { agencyName: "Starlight Talent", memberEmail: "mia@agency.example" } }] } },
    [`GET ${base}/references`]: { body: { references: [], quota } },
    [`GET ${base}/notices`]: { body: { notices: [notice], page: 1, pageSize: 25, total: 1 } },
    [`GET ${base}/fake-profiles`]: { body: fakeProfilePage([fakeProfile(1)]) },
    ...extra,
  });
}

describe("CreatorDetailSection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs a full scan for her and requests removal of the leaks ticked", async () => {
    const api = serve("manager", activeCreator, {
      [`POST ${base}/scans`]: { status: 202, body: { scanId: "5d1c0c7e-3333-4b3c-8d4e-000000000002" } },
      [`POST ${base}/removal-requests`]: { status: 202, body: { requestId: "r1", queued: [leak(1).id, leak(2).id], skipped: [] } },
    });
    renderWithProviders(<CreatorDetailSection creatorId={creatorId} fakeProfileParts={plainFakeProfileParts} />);
    expect(await screen.findByRole("heading", { name: "Nova Quill" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Run a full scan" }));
    await waitFor(() => expect(api.sent("POST", `${base}/scans`)).toHaveLength(1));

    const request = screen.getByRole("button", { name: "Request removal" }) as HTMLButtonElement;
    expect(request.disabled).toBe(true);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Video 1" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Video 2" }));
    // A leak whose notice already left cannot be requested again.
    expect((screen.getByRole("checkbox", { name: "Select Video 3" }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(request);
    await waitFor(() => expect(api.sent("POST", `${base}/removal-requests`)).toEqual([{ leakIds: [leak(1).id, leak(2).id] }]));
  });

  it("shows her scans and notices with who asked, and her numbers", async () => {
    serve("viewer");
    renderWithProviders(<CreatorDetailSection creatorId={creatorId} fakeProfileParts={plainFakeProfileParts} />);
    expect((await screen.findByTestId("creator-scan")).textContent).toContain("Started by Starlight Talent (mia@agency.example)");
    const row = await screen.findByTestId("creator-notice");
    expect(within(row).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["UL-7K3QX9", "Tube", "Sent", expect.stringContaining("2026"), "Starlight Talent"]);
    expect(screen.getByTestId("creator-summary").textContent).toContain("Creator Pro");
    expect(screen.getByTestId("creator-references").textContent).toContain("1 of 50 uploads used");
    // Her fake profiles come right after her leaks.
    const cards = screen.getAllByTestId(/^creator-(leaks|fake-profiles|scans)$/).map((card) => card.dataset.testid);
    expect(cards).toEqual(["creator-leaks", "creator-fake-profiles", "creator-scans"]);
  });

  it("lets a viewer read but not act", async () => {
    serve("viewer");
    renderWithProviders(<CreatorDetailSection creatorId={creatorId} fakeProfileParts={plainFakeProfileParts} />);
    await screen.findAllByTestId("creator-leak");
    expect(screen.queryByRole("button", { name: "Run a full scan" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Request removal" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByLabelText("Upload reference pictures")).toBeNull();
    expect(await screen.findByTestId("creator-fake-profile")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check now" })).toBeNull();
  });

  it("explains that her letter must name the agency before removals can be requested", async () => {
    serve("owner", { ...activeCreator, authorisation: { status: "authorized", letterNamesAgency: false, identity: "approved", missing: ["letter"] } });
    renderWithProviders(<CreatorDetailSection creatorId={creatorId} fakeProfileParts={plainFakeProfileParts} />);
    expect((await screen.findByTestId("creator-gate")).textContent).toContain("Still missing: a signed letter naming your agency.");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Video 1" }));
    expect((screen.getByRole("button", { name: "Request removal" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("uploads reference pictures for her", async () => {
    const api = serve("manager", activeCreator, { [`POST ${base}/references`]: { status: 201, body: { references: [], rejected: [] } } });
    renderWithProviders(<CreatorDetailSection creatorId={creatorId} fakeProfileParts={plainFakeProfileParts} />);
    const input = await screen.findByLabelText("Upload reference pictures");
    fireEvent.change(input, { target: { files: [new File(["x"], "set.jpg", { type: "image/jpeg" })] } });
    await waitFor(() => expect(api.sent("POST", `${base}/references`)).toEqual([["set.jpg"]]));
  });

  it("says when the creator is not on the roster", async () => {
    fakeApi({ "GET /api/me": { body: me("owner") } });
    renderWithProviders(<CreatorDetailSection creatorId="someone-else" fakeProfileParts={plainFakeProfileParts} />);
    expect((await screen.findByTestId("creator-not-found")).textContent).toBe("This creator is not on your agency's roster.");
  });
});
