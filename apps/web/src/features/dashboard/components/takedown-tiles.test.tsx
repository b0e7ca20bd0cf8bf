import type { TakedownNumbers } from "@unleak/contracts";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TakedownSitesTable } from "./takedown-sites-table";
import { TakedownTiles } from "./takedown-tiles";

const takedowns: TakedownNumbers = {
  found: 16,
  requested: 13,
  removed: 4,
  delistedOnly: 1,
  inProgress: 3,
  handedOver: 2,
  counterNoticed: 1,
  failed: 2,
  removalRate: 4 / 13,
  medianHoursToRemoval: 30,
  p90HoursToRemoval: 82,
  bySite: [
    { siteId: "leakbox", siteName: "LeakBox", found: 7, requested: 7, removed: 1, delistedOnly: 0, inProgress: 1, handedOver: 2, counterNoticed: 1, failed: 2, removalRate: 1 / 7, medianHoursToRemoval: 100, p90HoursToRemoval: 100 },
    { siteId: "erome", siteName: "EroMe", found: 8, requested: 6, removed: 0, delistedOnly: 1, inProgress: 2, handedOver: 0, counterNoticed: 0, failed: 0, removalRate: 0, medianHoursToRemoval: null, p90HoursToRemoval: null },
    { siteId: "quiet", siteName: "Quiet Site", found: 1, requested: 0, removed: 0, delistedOnly: 0, inProgress: 0, handedOver: 0, counterNoticed: 0, failed: 0, removalRate: null, medianHoursToRemoval: null, p90HoursToRemoval: null },
  ],
};
const none = { ...takedowns, found: 0, requested: 0, removed: 0, delistedOnly: 0, inProgress: 0, handedOver: 0, counterNoticed: 0, failed: 0, removalRate: null, medianHoursToRemoval: null, p90HoursToRemoval: null, bySite: [] };

describe("TakedownTiles", () => {
  it("shows each number under its name, the rate, the times to removal and what removed means", () => {
    render(<TakedownTiles takedowns={takedowns} />);
    const tile = (key: string) => screen.getByTestId(`takedown-${key}`).textContent;
    expect([tile("requested"), tile("removed"), tile("delistedOnly"), tile("inProgress"), tile("handedOver"), tile("counterNoticed"), tile("failed")]).toEqual(["13", "4", "1", "3", "2", "1", "2"]);
    expect(tile("removalRate")).toBe("31%");
    expect(tile("medianTime")).toBe("30 hours");
    expect(tile("p90Time")).toBe("90% removed within 3.4 days");
    const tiles = screen.getByTestId("takedown-tiles");
    for (const name of ["Removal requested", "Removed at the source", "Delisted only", "In progress", "Handed over", "Counter-noticed", "Failed", "Removal rate", "Median time to removal"]) {
      expect(within(tiles).getByText(name)).toBeTruthy();
    }
    const explanation = screen.getByTestId("takedown-explanation").textContent;
    expect(explanation).toContain("two checks at least 24 hours apart");
    expect(explanation).toContain("delisting is not removal");
    const cases = screen.getByTestId("takedown-explanation-cases").textContent;
    expect(cases).toContain("Each requested removal is counted once");
    expect(cases).toContain("“Handed over” means escalation ended without a removal");
    expect(cases).toContain("“Counter-noticed” means the uploader objected");
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
  it("lists each site's numbers in the order given under their headings, a dash where nothing was removed", () => {
    render(<TakedownSitesTable sites={takedowns.bySite} />);
    const table = screen.getByTestId("takedown-sites");
    const [head, ...rows] = within(table).getAllByRole("row");
    expect(Array.from(head!.children, (cell) => cell.textContent)).toEqual([
      "Site",
      "Found",
      "Removal requested",
      "Removed at the source",
      "Delisted only",
      "In progress",
      "Handed over",
      "Counter-noticed",
      "Failed",
      "Rate",
      "Median",
      "90th percentile",
    ]);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ["LeakBox", "7", "7", "1", "0", "1", "2", "1", "2", "14%", "4.2 days", "4.2 days"],
      ["EroMe", "8", "6", "0", "1", "2", "0", "0", "0", "0%", "—", "—"],
      ["Quiet Site", "1", "0", "0", "0", "0", "0", "0", "0", "—", "—", "—"],
    ]);
    // Wider than a narrow card, it scrolls inside its own box rather than pushing the card out.
    expect(screen.getByTestId("takedown-sites-scroll").className).toContain("overflow-x-auto");
  });

  it("says so when no removal was requested", () => {
    render(<TakedownSitesTable sites={[]} />);
    expect(screen.getByText("No removal requested yet.")).toBeTruthy();
  });
});
