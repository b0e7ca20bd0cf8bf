import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHART_INSET, CHART_WIDTH, WeeklyLeaksChart } from "./weekly-leaks-chart";

/** A generous estimate of a label's half width at 11 units: 0.6 em per character. */
const halfWidth = (label: string) => (label.length * 11 * 0.6) / 2;

describe("WeeklyLeaksChart", () => {
  it("keeps a single week's label whole inside the chart", () => {
    render(<WeeklyLeaksChart weeks={[{ week: "2026-11-16", leaks: 25 }]} />);
    const label = screen.getByTestId("weekly-chart").querySelector("text")!;
    const x = Number(label.getAttribute("x"));
    expect(label.textContent).toBe("Nov 16");
    expect(x - halfWidth(label.textContent!)).toBeGreaterThanOrEqual(0);
    expect(x + halfWidth(label.textContent!)).toBeLessThanOrEqual(CHART_WIDTH);
  });

  it("keeps the first and last of twelve labels inside, with the full date in each bar's title", () => {
    const weeks = Array.from({ length: 12 }, (_, index) => ({ week: `2026-${String(9 + Math.floor(index / 4)).padStart(2, "0")}-0${1 + (index % 4)}`, leaks: index }));
    render(<WeeklyLeaksChart weeks={weeks} />);
    const labels = [...screen.getByTestId("weekly-chart").querySelectorAll("text")];
    expect(labels).toHaveLength(12);
    for (const label of [labels[0], labels[11]]) {
      const x = Number(label.getAttribute("x"));
      expect(x - halfWidth(label.textContent!)).toBeGreaterThanOrEqual(0);
      expect(x + halfWidth(label.textContent!)).toBeLessThanOrEqual(CHART_WIDTH);
    }
    expect(screen.getByTestId("weekly-chart").querySelector("title")!.textContent).toContain("Sep 1, 2026");
    expect(CHART_INSET).toBeGreaterThanOrEqual(halfWidth("17. Nov."));
  });
});
