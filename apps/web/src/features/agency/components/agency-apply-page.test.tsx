import type { MyAgencyApplication } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { fakeServer } from "../testing/fake-server";
import { agencyId, meWith } from "../testing/fixtures";
import { AgencyApplyPage } from "./agency-apply-page";

const session = vi.hoisted(() => ({ current: { data: null as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ ...session.current, refetch: vi.fn() }) }));

const pending: MyAgencyApplication = {
  id: "0b6f3c2e-2222-4a2b-9c3d-000000000009",
  companyName: "Starlight Talent",
  status: "pending",
  decisionReason: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: null,
};
const signedIn = { user: { email: "vera@example.test" } };

function renderPage() {
  return renderWithProviders(<AgencyApplyPage />, {
    path: "/agency/apply",
    routes: [
      { path: "/login", element: <p>Login page</p> },
      { path: "/register", element: <p>Register page</p> },
    ],
  });
}

describe("/agency/apply", () => {
  beforeEach(() => {
    session.current = { data: null, loading: false };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers a visitor to create an account or sign in, and to come back here after", async () => {
    const server = fakeServer({});
    const { router } = renderPage();
    expect(screen.getByRole("heading", { name: "Apply as an agency" })).toBeTruthy();
    expect(screen.getByText(/You need an Unleak account to apply/)).toBeTruthy();
    expect(screen.queryByLabelText(/Company name/)).toBeNull();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
    fireEvent.click(screen.getByRole("link", { name: "Sign in" }));
    expect(await screen.findByText("Login page")).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: "/agency/apply" });
    expect(server.calls).toEqual([]);
  });

  it("checks the form, sends the application and then shows that it is being reviewed", async () => {
    session.current = { data: signedIn, loading: false };
    let latest: MyAgencyApplication | null = null;
    const server = fakeServer({
      "GET /api/me": { body: meWith() },
      "GET /api/agency-applications/mine": () => ({ body: { application: latest } }),
      "POST /api/agency-applications": () => {
        latest = pending;
        return { status: 201, body: pending };
      },
    });
    renderPage();
    const form = await screen.findByRole("form", { name: "Your agency" });
    expect((within(form).getByLabelText(/Contact e-mail/) as HTMLInputElement).value).toBe("vera@example.test");
    fireEvent.click(within(form).getByRole("button", { name: "Apply as an agency" }));
    expect(within(form).getAllByText("Please fill in this field.")).toHaveLength(3);
    expect(server.sent("POST", "/api/agency-applications")).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Company name/), { target: { value: "Starlight Talent" } });
    fireEvent.change(within(form).getByLabelText(/Website/), { target: { value: "not a site" } });
    fireEvent.change(within(form).getByLabelText(/Contact name/), { target: { value: "Vera Lang" } });
    fireEvent.change(within(form).getByLabelText(/Roster size/), { target: { value: "6-20" } });
    fireEvent.change(within(form).getByLabelText(/Message/), { target: { value: "Twelve creators." } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply as an agency" }));
    expect(within(form).getByText("Please enter a web address such as agency.example.")).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Website/), { target: { value: "starlight.example" } });
    fireEvent.click(within(form).getByRole("button", { name: "Apply as an agency" }));
    const status = await screen.findByTestId("agency-application-status");
    expect(within(status).getByRole("heading", { name: "Your application is being reviewed" })).toBeTruthy();
    expect(within(status).getByText(/We received the application of Starlight Talent/)).toBeTruthy();
    expect(server.sent("POST", "/api/agency-applications")).toEqual([
      { companyName: "Starlight Talent", website: "https://starlight.example", contactName: "Vera Lang", contactEmail: "vera@example.test", rosterSize: "6-20", message: "Twelve creators." },
    ]);
    await waitFor(() => expect(screen.queryByRole("form", { name: "Your agency" })).toBeNull());
  });

  it("shows a rejection with its reason above the form, to apply again", async () => {
    session.current = { data: signedIn, loading: false };
    const rejected = { ...pending, status: "rejected", decisionReason: "We could not verify the company.", decidedAt: "2026-11-21T10:00:00.000Z" };
    fakeServer({ "GET /api/me": { body: meWith() }, "GET /api/agency-applications/mine": { body: { application: rejected } } });
    renderPage();
    const status = await screen.findByTestId("agency-application-status");
    expect(within(status).getByText("Your application was not approved")).toBeTruthy();
    expect(within(status).getByText("Reason: We could not verify the company.")).toBeTruthy();
    expect(screen.getByRole("form", { name: "Your agency" })).toBeTruthy();
  });

  it("sends a member of an agency to its dashboard instead of the form", async () => {
    session.current = { data: signedIn, loading: false };
    fakeServer({ "GET /api/me": { body: meWith({ id: agencyId, name: "Starlight Talent", role: "owner" }) }, "GET /api/agency-applications/mine": { body: { application: { ...pending, status: "approved" } } } });
    renderPage();
    const status = await screen.findByTestId("agency-application-status");
    expect(within(status).getByText("You are a member of Starlight Talent")).toBeTruthy();
    expect(within(status).getByRole("link", { name: "Open the agency dashboard" }).getAttribute("href")).toBe("/agency");
    expect(screen.queryByRole("form", { name: "Your agency" })).toBeNull();
  });
});
