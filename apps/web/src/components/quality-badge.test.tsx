import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QualityBadge } from "./quality-badge";

describe("QualityBadge", () => {
  it.each([
    ["exact", "Exact match"],
    ["high", "High match"],
    ["good", "Good match"],
  ] as const)("labels %s matches", (quality, label) => {
    render(<QualityBadge quality={quality} />);
    const badge = screen.getByTestId("quality-badge");
    expect(badge).toHaveProperty("textContent", label);
    expect(badge.dataset.quality).toBe(quality);
  });
});
