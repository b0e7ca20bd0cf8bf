import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EvidenceBadge } from "./evidence-badge";

describe("EvidenceBadge", () => {
  it.each([
    ["exact", "Exact picture match"],
    ["high", "High picture match"],
    ["good", "Good picture match"],
  ] as const)("labels a %s picture match", (quality, label) => {
    render(<EvidenceBadge pictureQuality={quality} />);
    expect(screen.getByTestId("evidence-badge")).toHaveProperty("textContent", label);
  });

  it("never calls a name mention a match quality", () => {
    render(<EvidenceBadge pictureQuality={null} />);
    const badge = screen.getByTestId("evidence-badge");
    expect(badge).toHaveProperty("textContent", "Name mention (no picture match)");
    expect(badge.dataset.evidence).toBe("name");
  });
});
