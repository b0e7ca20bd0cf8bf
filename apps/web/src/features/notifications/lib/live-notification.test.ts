import type { Notification } from "@unleak/contracts";
import { describe, expect, it } from "vitest";
import { toastMessage, withLiveNotification } from "./live-notification";

const notification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  notificationId: `n-${n}`,
  title: `Title ${n}`,
  message: "m",
  read: false,
  global: false,
  createdAt: "2026-01-01T10:00:00.000Z",
  ...overrides,
});

describe("withLiveNotification", () => {
  it("keeps the ten newest", () => {
    const list = { notifications: Array.from({ length: 10 }, (_, i) => notification(i)), unread: 10 };
    const next = withLiveNotification(list, notification(99))!;
    expect(next.notifications).toHaveLength(10);
    expect(next.notifications[0]!.notificationId).toBe("n-99");
    expect(next.unread).toBe(11);
  });

  it("tells two global notifications with the same title and message apart by their time", () => {
    const global = notification(1, { global: true });
    const later = notification(2, { global: true, title: global.title, createdAt: "2026-01-02T10:00:00.000Z" });
    expect(withLiveNotification({ notifications: [global], unread: 1 }, later)?.notifications).toHaveLength(2);
  });
});

describe("toastMessage", () => {
  it("leaves 100 characters alone and never splits a character", () => {
    expect(toastMessage("a".repeat(100))).toBe("a".repeat(100));
    expect(toastMessage("😀".repeat(101))).toBe(`${"😀".repeat(100)}...`);
  });
});
