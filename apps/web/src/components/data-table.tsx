// The one look of the app's tables: a box that scrolls sideways when the table is wider than it,
// and a header row of column names. The rows are the caller's: `<tr>`s with their own cells.
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A column's name; `hidden` names it for screen readers only, e.g. a column of buttons. */
export type DataTableColumn = string | { label: string; hidden?: boolean; className?: string };

type DataTableProps = {
  columns: readonly DataTableColumn[];
  /** Names the table for screen readers, as a caption nobody sees. */
  label?: string;
  testId?: string;
  /** The scrolling box's test id, where a test measures the box rather than the table. */
  scrollTestId?: string;
  /** On the scrolling box, e.g. a frame or a height past which it scrolls. */
  className?: string;
  /** On the table, e.g. a width below which it scrolls rather than squeezes its columns. */
  tableClassName?: string;
  children: ReactNode;
};

export function DataTable({ columns, label, testId, scrollTestId, className, tableClassName, children }: DataTableProps) {
  return (
    <div className={cn("min-w-0 max-w-full overflow-x-auto", className)} data-testid={scrollTestId}>
      <table className={cn("w-full text-left text-sm", tableClassName)} data-testid={testId}>
        {label ? <caption className="sr-only">{label}</caption> : null}
        <thead className="text-xs text-muted-foreground">
          <tr className="align-bottom">
            {columns.map((column) => {
              const { label: name, hidden = false, className: columnClass } = typeof column === "string" ? { label: column } : column;
              return (
                <th key={name} scope="col" className={cn("p-2 font-medium", columnClass)}>
                  {hidden ? <span className="sr-only">{name}</span> : name}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
