import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi } from "@/testing/serve-api";
import { PartnersPage } from "./partners-page";

vi.mock("@/components/captcha-field", () => import("@/testing/captcha-field-fake"));
const session = vi.hoisted(() => ({ current: { data: null as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ ...session.current, refetch: vi.fn() }) }));

describe("/partners", () => {
  beforeEach(() => {
    session.current = { data: null, loading: false };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("explains what partners get, with links to the agency application, OAuth clients and affiliates", () => {
    serveApi(() => undefined);
    renderWithProviders(<PartnersPage />, { path: "/partners" });
    expect(screen.getByRole("heading", { level: 1, name: "Partner programme" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Apply as an agency" }).getAttribute("href")).toBe("/agency/apply");
    expect(screen.getByRole("link", { name: "OAuth clients" }).getAttribute("href")).toBe("/oauth-clients");
    expect(screen.getByRole("link", { name: "Affiliate programme" }).getAttribute("href")).toBe("/affiliates");
  });

  it("checks a visitor's application, sends it and shows the confirmation", async () => {
    const calls = serveApi((key, body) => (key === "POST /api/partner-applications" ? { status: 201, body: { id: "0b6f3c2e-2222-4a2b-9c3d-0000000000c1", status: "pending", email: (body as { email: string }).email } } : undefined));
    renderWithProviders(<PartnersPage />, { path: "/partners" });
    const form = screen.getByRole("form", { name: "Apply" });
    fireEvent.click(within(form).getByRole("button", { name: "Send application" }));
    expect(within(form).getAllByText("Please fill in this field.")).toHaveLength(4);
    expect(within(form).getByText("Please enter a valid e-mail address.")).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Organisation/), { target: { value: "Lumen Studio" } });
    fireEvent.change(within(form).getByLabelText(/Kind of organisation/), { target: { value: "studio" } });
    fireEvent.change(within(form).getByLabelText(/Contact name/), { target: { value: "Ada Lumen" } });
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: "ada@lumen.example" } });
    fireEvent.change(within(form).getByLabelText(/Website/), { target: { value: "not a site" } });
    fireEvent.change(within(form).getByLabelText(/Message/), { target: { value: "We produce for creators." } });
    fireEvent.click(within(form).getByRole("button", { name: "Send application" }));
    expect(within(form).getByText("Please enter a valid web address.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Website/), { target: { value: "lumen.example" } });
    fireEvent.click(within(form).getByRole("button", { name: "Send application" }));
    const sent = await screen.findByTestId("partner-application-sent");
    expect(within(sent).getByText(/We sent a confirmation to ada@lumen.example/)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { organisation: "Lumen Studio", kind: "studio", contactName: "Ada Lumen", email: "ada@lumen.example", website: "https://lumen.example", message: "We produce for creators." },
    ]);
  });

  it("fills in a signed-in user's name and e-mail", () => {
    session.current = { data: { user: { name: "Bo Park", email: "bo@example.test" } }, loading: false };
    serveApi(() => undefined);
    renderWithProviders(<PartnersPage />, { path: "/partners" });
    const form = screen.getByRole("form", { name: "Apply" });
    expect((within(form).getByLabelText(/Contact name/) as HTMLInputElement).value).toBe("Bo Park");
    expect((within(form).getByLabelText(/E-mail/) as HTMLInputElement).value).toBe("bo@example.test");
  });
});
