import type { FakeProfile } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { caseLeakId, detail, listPage, profile, profileId, serveApi } from "../testing/fixtures";
import { FakeProfilesPage } from "./fake-profiles-page";

const reportUrl = `POST /api/fake-profiles/${profileId(1)}/report`;

/** Serves one profile that changes as it is reported; records every call. */
function serveReport(start: FakeProfile, afterReport: Partial<FakeProfile>, reportAnswer: { status?: number; body: unknown }, preparedReport: ReturnType<typeof detail>["preparedReport"] = null) {
  let current = start;
  return serveApi((key) => {
    if (key === "GET /api/fake-profiles") return { body: listPage([current]) };
    if (key === `GET /api/fake-profiles/${profileId(1)}`) return { body: detail(1, { ...current, preparedReport }) };
    if (key === reportUrl) {
      if (!reportAnswer.status || reportAnswer.status < 400) current = { ...current, ...afterReport };
      return reportAnswer;
    }
    return undefined;
  });
}

async function confirmReport() {
  fireEvent.click(await screen.findByRole("button", { name: "Report as impersonation" }));
  const dialog = await screen.findByTestId("confirm-report");
  const text = dialog.textContent;
  fireEvent.click(within(dialog).getByRole("button", { name: "Report" }));
  return text;
}

describe("reporting a fake profile", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks first, saying Unleak files it as her agent, then shows it reported with its takedown case", async () => {
    const calls = serveReport(
      profile(1),
      { status: "reported", caseLeakId, caseStatus: "sent" },
      { body: { id: profileId(1), status: "reported", requestId: "r1", caseLeakId } },
    );
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    fireEvent.click(await screen.findByRole("button", { name: "Report as impersonation" }));
    const dialog = await screen.findByTestId("confirm-report");
    expect(dialog.textContent).toContain("Report nova_1 as impersonation?");
    expect(dialog.textContent).toContain("Unleak files the report with Social Example as your agent");
    // Nothing is filed before she confirms.
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Report" }));

    const reported = await screen.findByTestId("reported-state");
    expect(within(reported).getByText("Reported")).toBeTruthy();
    expect(within(reported).getByRole("link", { name: "Follow the takedown case" }).getAttribute("href")).toBe(`/leaks/${caseLeakId}`);
    await waitFor(() => expect(reported.textContent).toContain("Case: Notice sent"));
    expect(screen.queryByRole("button", { name: "Not me" })).toBeNull();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([`/api/fake-profiles/${profileId(1)}/report`]);
  });

  it("prepares the report for her to file where the platform takes reports from the person only", async () => {
    const selfOnly = profile(1, { siteName: "Fans Example", channel: { agentAccepted: false, selfReportUrl: "https://fans.example/report", requiresId: true } });
    serveReport(
      selfOnly,
      { status: "self_report" },
      { body: { id: profileId(1), status: "self_report", requestId: null, caseLeakId: null } },
      { subject: "Impersonation of Nova Quill", text: "The account @nova_1 uses my pictures.", formUrl: "https://fans.example/report", requiresId: true },
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    expect(await confirmReport()).toContain("Fans Example accepts impersonation reports only from the person herself.");

    const prepared = await screen.findByTestId("prepared-report");
    expect(prepared.textContent).toContain("Fans Example accepts impersonation reports only from the person herself");
    await within(prepared).findByText("Impersonation of Nova Quill");
    expect(within(prepared).getByText("The account @nova_1 uses my pictures.")).toBeTruthy();
    expect(within(prepared).getByRole("link", { name: "Open the report form" }).getAttribute("href")).toBe("https://fans.example/report");
    expect(within(screen.getByTestId("self-report-steps")).getAllByRole("listitem").map((step) => step.textContent)).toEqual([
      "Open the report form of Fans Example.",
      "Paste the subject and the report text.",
      "Attach a photo of your ID document.",
      "Send the form.",
    ]);
    fireEvent.click(within(prepared).getByRole("button", { name: "Copy: Report text" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("The account @nova_1 uses my pictures."));
    expect(await within(prepared).findByText("Copied")).toBeTruthy();
  });

  it("leaves out the ID step when the platform does not ask for one", async () => {
    serveReport(
      profile(1, { channel: { agentAccepted: false, selfReportUrl: null, requiresId: false } }),
      { status: "self_report" },
      { body: { id: profileId(1), status: "self_report", requestId: null, caseLeakId: null } },
      { subject: "S", text: "T", formUrl: null, requiresId: false },
    );
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    await confirmReport();
    const steps = await screen.findByTestId("self-report-steps");
    expect(steps.textContent).not.toContain("ID document");
    expect(screen.queryByRole("link", { name: "Open the report form" })).toBeNull();
  });
});
