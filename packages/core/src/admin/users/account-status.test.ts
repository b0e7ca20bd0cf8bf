import { describe, expect, it } from "vitest";
import { accountStatusOf } from "./account-status";

describe("accountStatusOf", () => {
  it("puts a suspension before everything, then an unconfirmed account", () => {
    expect(accountStatusOf({ suspended: true, emailVerified: false, phoneNumberVerified: null })).toBe("banned");
    expect(accountStatusOf({ suspended: true, emailVerified: true, phoneNumberVerified: null })).toBe("banned");
    expect(accountStatusOf({ suspended: false, emailVerified: false, phoneNumberVerified: null })).toBe("unverified");
    expect(accountStatusOf({ suspended: false, emailVerified: true, phoneNumberVerified: null })).toBe("active");
  });

  it("counts a phone account confirmed by its SMS code as active, though its placeholder address is not verified", () => {
    expect(accountStatusOf({ suspended: false, emailVerified: false, phoneNumberVerified: true })).toBe("active");
    expect(accountStatusOf({ suspended: false, emailVerified: false, phoneNumberVerified: false })).toBe("unverified");
  });
});
