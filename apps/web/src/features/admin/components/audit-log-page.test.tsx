import type { AdminAuditPage } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AuditLogPage } from "./audit-log-page";

const page: AdminAuditPage = {
  entries: [
    {
      id: "0b6f3c2e-1111-4a2b-9c3d-000000000001",
      actorId: "admin-1",
      actorEmail: "ada@example.test",
      action: "user.ban",
      targetUserId: "user-9",
      targetEmail: "nova@example.test",
      reason: "Uploads other people's content",
      details: { banId: "b-1" },
      createdAt: "2026-11-28T10:00:00.000Z",
    },
  ],
  nextOffset: 50,
};

/** Answers by path; records every URL asked for. */
function serve(answers: Record<string, unknown>) {
  const asked: string[] = [];
  vi.stubGlobal("fetch", async (input: string) => {
    asked.push(input);
    const key = Object.keys(answers).find((prefix) => input.startsWith(prefix));
    return key ? Response.json(answers[key]) : Response.json({ error: { code: "NOT_FOUND", message: "" } }, { status: 404 });
  });
  return asked;
}

describe("AuditLogPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows who did what to whom and why, and searches", async () => {
    const asked = serve({ "/api/admin/audit-log": page });
    renderWithProviders(<AuditLogPage />);
    const entry = await screen.findByTestId("audit-entry");
    expect(within(entry).getByText("ada@example.test")).toBeTruthy();
    expect(within(entry).getByText("Suspended the account")).toBeTruthy();
    expect(within(entry).getByRole("link", { name: "nova@example.test" }).getAttribute("href")).toBe("/admin/users/user-9");
    expect(within(entry).getByText("Uploads other people's content")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Search the audit log"), { target: { value: "nova" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(asked.at(-1)).toBe("/api/admin/audit-log?q=nova&offset=0"));
    fireEvent.change(screen.getByLabelText("Action"), { target: { value: "user.unban" } });
    await waitFor(() => expect(asked.at(-1)).toBe("/api/admin/audit-log?q=nova&action=user.unban&offset=0"));
    fireEvent.click(screen.getByRole("button", { name: "Older" }));
    await waitFor(() => expect(asked.at(-1)).toBe("/api/admin/audit-log?q=nova&action=user.unban&offset=50"));
  });
});
