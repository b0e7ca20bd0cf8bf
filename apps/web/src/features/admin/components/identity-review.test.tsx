import type { IdentityQueue } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { IdentityReview } from "./identity-review";

const id = "0b6f3c2e-1111-4a2b-9c3d-000000000001";
const queue: IdentityQueue = {
  verifications: [
    {
      id,
      name: "Nova Quill",
      dateOfBirth: "1996-04-12",
      email: "nova@example.test",
      documentType: "id_card",
      submittedAt: "2026-11-20T10:00:00.000Z",
      documents: { front: "/files/identity/u/front.jpg?expires=1&signature=a", back: null, selfie: "/files/identity/u/selfie.jpg?expires=1&signature=b" },
    },
  ],
};

/** Answers the queue, records each decision sent. */
function serve() {
  const decisions: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? "GET") === "GET") return Response.json(queue);
    decisions.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
    return Response.json({ id, status: url.endsWith("approve") ? "approved" : "rejected", reviewedAt: "2026-11-21T10:00:00.000Z", rejectionReason: null });
  });
  return decisions;
}

describe("IdentityReview", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the documents beside the profile's name and date of birth", async () => {
    serve();
    renderWithProviders(<IdentityReview />);
    const card = await screen.findByTestId("identity-verification");
    expect(within(card).getByText("Nova Quill")).toBeTruthy();
    expect(within(card).getByText("nova@example.test")).toBeTruthy();
    expect(within(card).getByText("ID card")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Front of the ID" }).getAttribute("src")).toBe(queue.verifications[0]!.documents.front);
    expect(within(card).getByRole("img", { name: "Selfie holding the ID" })).toBeTruthy();
    expect(within(card).getByText("Not provided")).toBeTruthy();
  });

  it("approves at once and rejects with the reason asked for", async () => {
    const decisions = serve();
    renderWithProviders(<IdentityReview />);
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
    await waitFor(() => expect(decisions).toEqual([{ url: `/api/admin/identity-verifications/${id}/approve`, body: null }]));
    await waitFor(() => expect((screen.getByRole("button", { name: "Reject" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Expired document" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(decisions[1]).toEqual({ url: `/api/admin/identity-verifications/${id}/reject`, body: { reason: "Expired document" } }));
  });
});
