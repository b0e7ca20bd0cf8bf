import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { PasswordStrengthMeter } from "./password-strength-meter";

describe("PasswordStrengthMeter", () => {
  it.each([
    ["abc", "Very weak", "1"],
    ["abcdefgh", "Weak", "2"],
    ["abcdefgH", "Fair", "3"],
    ["abcdefH1", "Strong", "4"],
    ["abcdeH1!", "Very strong", "5"],
  ])("labels %j as %s", (password, label, met) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(screen.getByTestId("password-strength-label").textContent).toBe(label);
    expect(screen.getByRole("meter").getAttribute("aria-valuenow")).toBe(met);
  });

  it("speaks German", async () => {
    await i18n.changeLanguage("de");
    render(<PasswordStrengthMeter password="abcdeH1!" />);
    expect(screen.getByTestId("password-strength-label").textContent).toBe("Sehr stark");
  });
});
