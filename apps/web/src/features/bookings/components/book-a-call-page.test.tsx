import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi } from "@/testing/serve-api";
import { BookACallPage } from "./book-a-call-page";

vi.mock("@/components/captcha-field", () => import("@/testing/captcha-field-fake"));
const session = vi.hoisted(() => ({ current: { data: null as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ ...session.current, refetch: vi.fn() }) }));

const slot = { id: "0b6f3c2e-2222-4a2b-9c3d-000000000001", startsAt: "2099-03-02T09:00:00.000Z", durationMinutes: 30 };
const later = { id: "0b6f3c2e-2222-4a2b-9c3d-000000000002", startsAt: "2099-03-03T14:30:00.000Z", durationMinutes: 45 };
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe("/bookacall", () => {
  beforeEach(() => {
    session.current = { data: null, loading: false };
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the free times by day in the visitor's named time zone, checks the form and books with the bot check", async () => {
    const calls = serveApi((key, body) => {
      if (key === "GET /api/bookings/slots") return { body: { slots: [slot, later] } };
      if (key === "POST /api/bookings") return { status: 201, body: { id: "0b6f3c2e-2222-4a2b-9c3d-0000000000b1", status: "booked", startsAt: slot.startsAt, durationMinutes: 30, email: (body as { email: string }).email, topic: "agency" } };
      return undefined;
    });
    renderWithProviders(<BookACallPage />, { path: "/bookacall" });
    const form = await screen.findByRole("form", { name: "Book a call" });
    expect(within(form).getByTestId("booking-time-zone").textContent).toBe(`Times are shown in your time zone: ${zone}`);
    expect(within(form).getAllByRole("radio")).toHaveLength(2);
    expect(within(form).getByText(/30 min/)).toBeTruthy();
    expect(within(form).getByText(/45 min/)).toBeTruthy();

    fireEvent.click(within(form).getByRole("button", { name: "Book this call" }));
    expect(await within(form).findByText("Please choose a time first.")).toBeTruthy();
    expect(within(form).getAllByText("Please fill in this field.").length).toBeGreaterThanOrEqual(2);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.click(within(form).getAllByRole("radio")[0]!);
    fireEvent.change(within(form).getByLabelText(/Name/), { target: { value: "Mara Quill" } });
    fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: "mara@example.test" } });
    fireEvent.change(within(form).getByLabelText(/Topic/), { target: { value: "agency" } });
    fireEvent.click(within(form).getByRole("button", { name: "Book this call" }));
    const confirmed = await screen.findByTestId("booking-confirmed");
    expect(within(confirmed).getByText(/We sent a confirmation with a calendar invitation to mara@example.test/)).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { slotId: slot.id, name: "Mara Quill", email: "mara@example.test", topic: "agency", timeZone: zone },
    ]);
  });

  it("fills in a signed-in user's name and e-mail, and says when a time was taken meanwhile", async () => {
    session.current = { data: { user: { name: "Lina Berg", email: "lina@example.test" } }, loading: false };
    serveApi((key) => {
      if (key === "GET /api/bookings/slots") return { body: { slots: [slot] } };
      if (key === "POST /api/bookings") return { status: 409, body: { error: { code: "SLOT_TAKEN", message: "This time is no longer free." } } };
      return undefined;
    });
    renderWithProviders(<BookACallPage />, { path: "/bookacall" });
    const form = await screen.findByRole("form", { name: "Book a call" });
    expect((within(form).getByLabelText(/Name/) as HTMLInputElement).value).toBe("Lina Berg");
    expect((within(form).getByLabelText(/E-mail/) as HTMLInputElement).value).toBe("lina@example.test");
    fireEvent.click(within(form).getByRole("radio"));
    fireEvent.change(within(form).getByLabelText(/Topic/), { target: { value: "billing" } });
    fireEvent.click(within(form).getByRole("button", { name: "Book this call" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("The call could not be booked: This time is no longer free.");
  });

  it("says so when no time is open", async () => {
    serveApi((key) => (key === "GET /api/bookings/slots" ? { body: { slots: [] } } : undefined));
    renderWithProviders(<BookACallPage />, { path: "/bookacall" });
    expect((await screen.findByTestId("booking-no-slots")).textContent).toMatch(/No times are open/);
  });

  it("cancels through the mailed link", async () => {
    const calls = serveApi((key) => (key === "POST /api/bookings/b1/cancel" ? { body: { id: "b1", status: "cancelled", startsAt: slot.startsAt, durationMinutes: 30, email: "mara@example.test", topic: "other" } } : undefined));
    renderWithProviders(<BookACallPage />, { path: "/bookacall?cancel=b1&token=secret-token" });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel the call" }));
    expect(await screen.findByText(/is cancelled\. You can book another time/)).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([["POST", "/api/bookings/b1/cancel", { token: "secret-token" }]]);
  });
});
