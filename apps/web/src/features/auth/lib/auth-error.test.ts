import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { authErrorMessage } from "./auth-error";

const t = i18n.getFixedT("en", "auth");

describe("authErrorMessage", () => {
  it("shows the server's translated reason for a throttled account, and a generic one without it", () => {
    const throttled = { code: "ACCOUNT_SIGN_IN_THROTTLED", status: 429, message: "Too many failed sign-ins for this account. Please wait a few minutes and try again." };
    expect(authErrorMessage(t, throttled)).toBe(throttled.message);
    expect(authErrorMessage(t, { status: 429 })).toBe("Too many requests. Please wait a moment and try again.");
  });

  it("keeps its own texts for the codes it knows", () => {
    expect(authErrorMessage(t, { code: "INVALID_EMAIL_OR_PASSWORD", status: 401, message: "Invalid email or password" })).toBe("Invalid e-mail or password.");
  });
});
