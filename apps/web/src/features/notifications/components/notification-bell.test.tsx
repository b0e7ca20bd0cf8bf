import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { FakeEventSource } from "../hooks/fake-event-source";
import { NotificationBell } from "./notification-bell";

const notification = (n: number) => ({
  id: `id-${n}`,
  notificationId: `n-${n}`,
  title: `Leak found ${n}`,
  message: "A new copy was found.",
  read: false,
  global: false,
  createdAt: "2025-01-01T10:00:00.000Z",
});

describe("NotificationBell", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows 9+ above nine unread and lists the notifications", async () => {
    const list = Array.from({ length: 10 }, (_, i) => notification(i));
    vi.stubGlobal("fetch", stubFetch({ "/api/notifications": { notifications: list, unread: 12 } }));
    renderWithProviders(<NotificationBell />);
    expect((await screen.findByTestId("notification-badge")).textContent).toBe("9+");

    fireEvent.click(screen.getByRole("button", { name: /Notifications/ }));
    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeTruthy();
    expect(screen.getAllByTestId("notification-item")).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeTruthy();
  });

  it("shows the empty text without notifications", async () => {
    vi.stubGlobal("fetch", stubFetch({ "/api/notifications": { notifications: [], unread: 0 } }));
    renderWithProviders(<NotificationBell />);
    fireEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications")).toBeTruthy();
    expect(screen.queryByTestId("notification-badge")).toBeNull();
  });

  it("bumps the badge when a notification arrives live", async () => {
    vi.stubGlobal("fetch", stubFetch({ "/api/notifications": { notifications: Array.from({ length: 9 }, (_, i) => notification(i)), unread: 9 } }));
    renderWithProviders(<NotificationBell />);
    expect((await screen.findByTestId("notification-badge")).textContent).toBe("9");
    act(() => FakeEventSource.latest().emit("notification", { ...notification(42), id: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c" }));
    await waitFor(() => expect(screen.getByTestId("notification-badge").textContent).toBe("9+"));
    fireEvent.click(screen.getByRole("button", { name: /Notifications/ }));
    expect(await screen.findByText("Leak found 42")).toBeTruthy();
  });
});
