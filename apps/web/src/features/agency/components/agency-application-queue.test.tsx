import type { AdminAgencyApplication } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { fakeServer } from "../testing/fake-server";
import { AgencyApplicationQueue } from "./agency-application-queue";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const id = "0b6f3c2e-3333-4a2b-9c3d-000000000001";
const pending: AdminAgencyApplication = {
  id,
  status: "pending",
  applicant: { id: "user-vera", email: "vera@example.test" },
  companyName: "Starlight Talent",
  website: "https://starlight.example",
  contactName: "Vera Lang",
  contactEmail: "office@starlight.example",
  rosterSize: "21-50",
  message: "We manage 30 creators.",
  createdAt: "2026-11-20T10:00:00.000Z",
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
  agencyId: null,
};
const decision = (body: unknown) => ({ body: { id, status: (body as { decision: string }).decision === "approve" ? "approved" : "rejected", decisionReason: null, decidedAt: "2026-11-21T10:00:00.000Z", agencyId: null } });

describe("the agency applications for administrators", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each pending application with what the agency told and the applicant's account", async () => {
    const server = fakeServer({ "GET /api/admin/agency-applications": { body: { applications: [pending] } } });
    renderWithProviders(<AgencyApplicationQueue />, { path: "/admin/agencies" });
    const card = await screen.findByTestId("agency-application");
    expect(server.calls.map((call) => call.url)).toEqual(["/api/admin/agency-applications?status=pending"]);
    expect(within(card).getByRole("heading", { name: "Starlight Talent" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "https://starlight.example" }).getAttribute("href")).toBe("https://starlight.example");
    expect(within(card).getByText("Vera Lang · office@starlight.example")).toBeTruthy();
    expect(within(card).getByText("21–50 creators")).toBeTruthy();
    expect(within(card).getByText("We manage 30 creators.")).toBeTruthy();
    expect(within(card).getByText("vera@example.test")).toBeTruthy();
  });

  it("asks for the reason to reject, and sends each decision", async () => {
    const server = fakeServer({ "GET /api/admin/agency-applications": { body: { applications: [pending] } }, [`POST /api/admin/agency-applications/${id}/decision`]: decision });
    renderWithProviders(<AgencyApplicationQueue />, { path: "/admin/agencies" });
    const card = await screen.findByTestId("agency-application");
    const decisions = () => server.sent("POST", `/api/admin/agency-applications/${id}/decision`);

    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    expect(within(card).getByText("Please write the reason the applicant will read.")).toBeTruthy();
    expect(decisions()).toEqual([]);

    fireEvent.change(within(card).getByLabelText("Reason"), { target: { value: "  We could not verify the company.  " } });
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(decisions()).toEqual([{ decision: "reject", reason: "We could not verify the company." }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("The application of Starlight Talent was rejected."));

    fireEvent.change(within(card).getByLabelText("Reason"), { target: { value: "" } });
    await waitFor(() => expect((within(card).getByRole("button", { name: "Approve agency" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(card).getByRole("button", { name: "Approve agency" }));
    await waitFor(() => expect(decisions()[1]).toEqual({ decision: "approve" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Starlight Talent is now an agency."));
  });

  it("shows the decided ones with the decision and who took it", async () => {
    const rejected = { ...pending, status: "rejected" as const, decisionReason: "Unknown company.", decidedBy: { id: "admin-1", email: "ada@example.test" }, decidedAt: "2026-11-21T10:00:00.000Z" };
    fakeServer({ "GET /api/admin/agency-applications?status=rejected": { body: { applications: [rejected] } }, "GET /api/admin/agency-applications?status=approved": { body: { applications: [] } } });
    renderWithProviders(<AgencyApplicationQueue />, { path: "/admin/agencies?status=rejected" });
    const card = await screen.findByTestId("agency-application");
    expect(within(card).getByText("Unknown company.")).toBeTruthy();
    expect(within(card).getByText(/^Decided by ada@example.test on /)).toBeTruthy();
    expect(within(card).queryByLabelText("Reason")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Approved" }));
    expect(await screen.findByText("No agency has been approved yet.")).toBeTruthy();
  });
});
