import type { TakedownNumbers } from "@unleak/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TakedownSitesTable } from "./takedown-sites-table";
import { TakedownTiles } from "./takedown-tiles";

const takedowns: TakedownNumbers = {
  requested: 13,
  removed: 4,
  delistedOnly: 1,
  inProgress: 6,
  failed: 2,
  removalRate: 4 / 13,
  medianHoursToRemoval: 30,
  p90HoursToRemoval: 82,
  bySite: [
    { siteId: "leakbox", siteName: "LeakBox", requested: 7, removed: 1, delistedOnly: 0, removalRate: 1 / 7, medianHoursToRemoval: 100, p90HoursToRemoval: 100 },
    { siteId: "erome", siteName: "EroMe", requested: 6, removed: 0, delistedOnly: 1, removalRate: 0, medianHoursToRemoval: null, p90HoursToRemoval: null },
  ],
};
const none = { ...takedowns, requested: 0, removed: 0, delistedOnly: 0, inProgress: 0, failed: 0, removalRate: null, medianHoursToRemoval: null, p90HoursToRemoval: null, bySite: [] };

describe("TakedownTiles", () => {
  it("shows each number under its name, the rate, the times to removal and what removed means", () => {
    render(<TakedownTiles takedowns={takedowns} />);
    const tile = (key: string) => screen.getByTestId(`takedown-${key}`).textContent;
    expect([tile("requested"), tile("removed"), tile("delistedOnly"), tile("inProgress"), tile("failed")]).toEqual(["13", "4", "1", "6", "2"]);
    expect(tile("removalRate")).toBe("31%");
    expect(tile("medianTime")).toBe("30 hours");
    expect(tile("p90Time")).toBe("90% removed within 3.4 days");
    const tiles = screen.getByTestId("takedown-tiles");
    for (const name of ["Removal requested", "Removed at the source", "Delisted only", "In progress", "Failed", "Removal rate", "Median time to removal"]) {
      expect(within(tiles).getByText(name)).toBeTruthy();
    }
    const explanation = screen.getByTestId("takedown-explanation").textContent;
    expect(explanation).toContain("two checks at least 24 hours apart");
    expect(explanation).toContain("delisting is not removal");
  });

  it("shows a dash, not a zero, for the rate and times while nothing was requested or removed", () => {
    render(<TakedownTiles takedowns={none} />);
    expect(screen.getByTestId("takedown-requested").textContent).toBe("0");
    expect(screen.getByTestId("takedown-removalRate").textContent).toBe("—");
    expect(screen.getByTestId("takedown-medianTime").textContent).toBe("—");
    expect(screen.queryByTestId("takedown-p90Time")).toBeNull();
  });
});

describe("TakedownSitesTable", () => {
  it("lists each site's numbers in the order given, a dash where nothing was removed", () => {
    render(<TakedownSitesTable sites={takedowns.bySite} />);
    const rows = within(screen.getByTestId("takedown-sites")).getAllByRole("row").slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ["LeakBox", "7", "1", "0", "14%", "4.2 days", "4.2 days"],
      ["EroMe", "6", "0", "1", "0%", "—", "—"],
    ]);
  });

  it("says so when no removal was requested", () => {
    render(<TakedownSitesTable sites={[]} />);
    expect(screen.getByText("No removal requested yet.")).toBeTruthy();
  });
});
