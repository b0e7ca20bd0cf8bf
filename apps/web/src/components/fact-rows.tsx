// Label/value rows for a <dl>: each pair kept in a `contents` wrapper so the list's grid lays out
// labels and values in two columns, whatever the surrounding <dl> chooses for spacing.
import type { ReactNode } from "react";

export type FactRow = [label: string, value: ReactNode];

export function FactRows({ rows }: { rows: FactRow[] }) {
  return rows.map(([label, value]) => (
    <div key={label} className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  ));
}
