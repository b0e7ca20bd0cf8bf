import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DataTable } from "./data-table";

describe("DataTable", () => {
  it("names its columns in order, a hidden one for screen readers only, and shows the caller's rows", () => {
    render(
      <DataTable columns={["Site", { label: "Found", className: "text-right" }, { label: "Actions", hidden: true }]} label="Sites" testId="sites" scrollTestId="sites-scroll">
        <tr data-testid="site-row">
          <td>LeakBox</td>
          <td>7</td>
          <td>
            <button type="button">Open</button>
          </td>
        </tr>
      </DataTable>,
    );
    const table = screen.getByRole("table", { name: "Sites" });
    expect(table.dataset.testid).toBe("sites");
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Site", "Found", "Actions"]);
    expect(headers.every((header) => header.getAttribute("scope") === "col")).toBe(true);
    expect(headers[1]!.className).toContain("text-right");
    expect(headers[2]!.querySelector(".sr-only")?.textContent).toBe("Actions");
    expect(headers[0]!.querySelector(".sr-only")).toBeNull();
    expect(within(table).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["LeakBox", "7", "Open"]);
    // The box around the table scrolls it sideways; a caller's classes add to it.
    expect(screen.getByTestId("sites-scroll").className).toContain("overflow-x-auto");
  });

  it("has no caption without a label", () => {
    render(
      <DataTable columns={["Site"]} className="max-h-96 overflow-auto" scrollTestId="box">
        <tr>
          <td>LeakBox</td>
        </tr>
      </DataTable>,
    );
    expect(screen.getByRole("table").querySelector("caption")).toBeNull();
    expect(screen.getByTestId("box").className).toContain("max-h-96 overflow-auto");
    expect(screen.getByTestId("box").className).not.toContain("overflow-x-auto");
  });
});
