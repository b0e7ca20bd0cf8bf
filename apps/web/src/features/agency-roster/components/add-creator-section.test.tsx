import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { fakeApi, me, pendingInvitation } from "../testing/fake-api";
import { AddCreatorSection } from "./add-creator-section";

describe("AddCreatorSection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("invites a creator by e-mail and says what happens next", async () => {
    const api = fakeApi({ "GET /api/me": { body: me("manager") }, "POST /api/agency/creators": { status: 201, body: pendingInvitation } });
    renderWithProviders(<AddCreatorSection />);
    const field = screen.getByLabelText(/Creator's e-mail/);
    await vi.waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(field, { target: { value: " lena@example.test " } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByTestId("add-creator-sent")).textContent).toContain("The invitation was sent to lena@example.test.");
    expect(api.sent("POST", "/api/agency/creators")).toEqual([{ email: "lena@example.test" }]);
    expect((field as HTMLInputElement).value).toBe("");
  });

  it("shows the server's reason when the address is already invited, and checks the address first", async () => {
    const api = fakeApi({
      "GET /api/me": { body: me("owner") },
      "POST /api/agency/creators": { status: 409, body: { error: { code: "CREATOR_ALREADY_INVITED", message: "This e-mail address already has a pending invitation." } } },
    });
    renderWithProviders(<AddCreatorSection />);
    const field = screen.getByLabelText(/Creator's e-mail/);
    await vi.waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(field, { target: { value: "not an address" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Please enter a valid e-mail address.")).toBeTruthy();
    expect(api.sent("POST", "/api/agency/creators")).toEqual([]);
    fireEvent.change(field, { target: { value: "lena@example.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect((await screen.findByTestId("add-creator-error")).textContent).toBe("This e-mail address already has a pending invitation.");
  });

  it("lets a viewer read only", async () => {
    fakeApi({ "GET /api/me": { body: me("viewer") } });
    renderWithProviders(<AddCreatorSection />);
    expect(await screen.findByText("Only the agency's owners and managers can invite creators.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Send invitation" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
