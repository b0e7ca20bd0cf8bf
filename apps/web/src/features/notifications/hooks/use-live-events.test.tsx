import { act, renderHook } from "@testing-library/react";
import type { Notification, NotificationList } from "@unleak/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentUserQueryKey } from "@/lib/current-user";
import { subscriptionQueryKey } from "@/lib/subscription-check-key";
import { createTestQueryClient } from "@/testing/render";
import { notificationsQueryKey } from "../api/get-notifications";
import { FakeEventSource } from "./fake-event-source";
import { useLiveEvents } from "./use-live-events";

vi.mock("sonner", () => ({ toast: { info: vi.fn() } }));

const notification = (overrides: Partial<Notification> = {}): Notification => ({
  id: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c",
  notificationId: "n-1",
  title: "Leak removed",
  message: "A copy was taken down.",
  read: false,
  global: false,
  createdAt: "2026-01-01T10:00:00.000Z",
  ...overrides,
});

function setUp(list: NotificationList = { notifications: [], unread: 0 }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(notificationsQueryKey, list);
  queryClient.setQueryData(currentUserQueryKey, { stale: false });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useLiveEvents(), { wrapper });
  return { queryClient, hook, listOf: () => queryClient.getQueryData<NotificationList>(notificationsQueryKey)! };
}

describe("useLiveEvents", () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal("EventSource", FakeEventSource);
    vi.mocked(toast.info).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("puts a new notification in front of the list once, bumps the unread count and toasts it", () => {
    const { listOf } = setUp({ notifications: [notification({ id: "5d1c7c52-3f7e-4f6e-9d0a-6a2f3e1b9c11", notificationId: "old", read: true })], unread: 0 });
    expect(FakeEventSource.latest().url).toBe("/api/events");
    const fresh = notification({ id: "7f3e2d1c-0b9a-4c8d-8e7f-6a5b4c3d2e1f", notificationId: "n-2", title: "New leak" });
    act(() => FakeEventSource.latest().emit("notification", fresh));
    expect(listOf().notifications.map((n) => n.notificationId)).toEqual(["n-2", "old"]);
    expect(listOf().unread).toBe(1);
    expect(toast.info).toHaveBeenCalledExactlyOnceWith("New leak", { description: "A copy was taken down." });

    // The same one again (by its notification id) changes nothing and does not toast twice.
    act(() => FakeEventSource.latest().emit("notification", { ...fresh, id: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b" }));
    expect(listOf().notifications).toHaveLength(2);
    expect(listOf().unread).toBe(1);
    expect(toast.info).toHaveBeenCalledOnce();
  });

  it("recognises a global notification already listed by its title, message and time", () => {
    const global = notification({ global: true, notificationId: "g-1" });
    const { listOf } = setUp({ notifications: [global], unread: 1 });
    act(() => FakeEventSource.latest().emit("notification", { ...global, id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", notificationId: "g-1-copy" }));
    expect(listOf()).toEqual({ notifications: [global], unread: 1 });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("cuts the toast's message at 100 characters plus an ellipsis", () => {
    setUp();
    const long = "x".repeat(99) + "yz" + "tail";
    act(() => FakeEventSource.latest().emit("notification", notification({ message: long })));
    expect(toast.info).toHaveBeenCalledWith("Leak removed", { description: `${"x".repeat(99)}y...` });
  });

  it("refreshes the profile (tier and verified badge) and the subscription check on profile and verification events", () => {
    const { queryClient } = setUp();
    queryClient.setQueryData(subscriptionQueryKey, { subscribed: false });
    act(() => FakeEventSource.latest().emit("profile", { kind: "profile" }));
    expect(queryClient.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(subscriptionQueryKey)?.isInvalidated).toBe(true);
    queryClient.setQueryData(currentUserQueryKey, { stale: false });
    act(() => FakeEventSource.latest().emit("verification", { kind: "verification" }));
    expect(queryClient.getQueryState(currentUserQueryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationsQueryKey)?.isInvalidated).toBe(true);
  });

  it("reconnects after 1, 2, 5, then 10 s, starts over once connected, and reports whether it is connected", () => {
    vi.useFakeTimers();
    const { hook } = setUp();
    expect(hook.result.current.connected).toBe(false);
    act(() => FakeEventSource.latest().emit("ready", { kind: "ready" }));
    expect(hook.result.current.connected).toBe(true);

    const waits: number[] = [];
    for (let drop = 0; drop < 5; drop += 1) {
      const before = FakeEventSource.instances.length;
      act(() => FakeEventSource.latest().fail());
      expect(FakeEventSource.latest().closed).toBe(true);
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        act(() => vi.advanceTimersByTime(500));
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
    expect(hook.result.current.connected).toBe(false);

    act(() => FakeEventSource.latest().emit("ready", { kind: "ready" }));
    act(() => FakeEventSource.latest().fail());
    const before = FakeEventSource.instances.length;
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.instances.length).toBe(before + 1);
  });

  it("closes the stream when unmounted", () => {
    const { hook } = setUp();
    hook.unmount();
    expect(FakeEventSource.latest().closed).toBe(true);
  });
});
