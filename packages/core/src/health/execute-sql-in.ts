// Raw SQL with positional parameters ($1, $2 …), as pg-boss writes it, run inside a Drizzle
// transaction: so that a job retry and the audit entry recording it commit or fail together.
import type { Database, ExecuteSql } from "@unleak/db";
import { type SQL, sql } from "drizzle-orm";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export function executeSqlIn(tx: Transaction): ExecuteSql {
  return async (text, values = []) => {
    // "a $1 b $2" splits into ["a ", "1", " b ", "2", ""]: text at even places, parameter numbers at odd ones.
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
    const result = await tx.execute(sql.join(chunks));
    return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
  };
}
