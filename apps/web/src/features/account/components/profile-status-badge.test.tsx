import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { ProfileStatusBadge } from "./profile-status-badge";

describe("ProfileStatusBadge", () => {
  it("says Incomplete or Complete", () => {
    const { rerender } = render(<ProfileStatusBadge status="Incomplete" />);
    expect(screen.getByTestId("profile-status").textContent).toBe("Incomplete");
    rerender(<ProfileStatusBadge status="Complete" />);
    expect(screen.getByTestId("profile-status").textContent).toBe("Complete");
  });

  it("is translated", async () => {
    await i18n.changeLanguage("de");
    render(<ProfileStatusBadge status="Complete" />);
    expect(screen.getByTestId("profile-status").textContent).toBe("Vollständig");
  });
});
