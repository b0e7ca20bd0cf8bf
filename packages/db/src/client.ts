// Opens the database: PGlite in a data folder by default, PostgreSQL when a URL is given.
// Both are driven through one Drizzle type so the rest of the code cannot tell them apart.
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL with positional parameters; used by the job queue and tests. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  executeSql: ExecuteSql;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string | null };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    kind: "postgres",
    db,
    executeSql: async (text, values) => {
      // A multi-statement text answers with one result per statement: keep the last.
      const result = (await pool.query(text, values as unknown[])) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers is touched when PGlite starts and stays resident;
 * one user's data of an embedded install fits in far less (ADR 002).
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] };

/** Creates a missing data folder in a child process, so initdb's memory is not kept in ours. */
async function initialisePgliteFolder(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const script = fileURLToPath(new URL("./initialise-pglite.mjs", import.meta.url));
  await promisify(execFile)(process.execPath, [script, dataDir]);
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) await initialisePgliteFolder(dataDir);
  const client = dataDir ? new PGlite(dataDir, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    executeSql: async (text, values) => {
      // Parameterless text may hold several statements (the job queue sends such batches).
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      return client.query<Record<string, unknown>>(text, values);
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
