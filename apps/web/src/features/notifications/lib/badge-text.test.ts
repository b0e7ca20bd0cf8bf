import { describe, expect, it } from "vitest";
import { unreadBadgeText } from "./badge-text";

describe("unreadBadgeText", () => {
  it("shows no badge without unread notifications", () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(-1)).toBeNull();
  });

  it("shows the count up to nine", () => {
    expect(unreadBadgeText(1)).toBe("1");
    expect(unreadBadgeText(9)).toBe("9");
  });

  it("shows 9+ above nine", () => {
    expect(unreadBadgeText(10)).toBe("9+");
    expect(unreadBadgeText(250)).toBe("9+");
  });
});
