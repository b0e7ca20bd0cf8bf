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
  /**
   * LISTENs on a channel: each NOTIFY's payload (from any process, or a trigger) goes to `onPayload`.
   * Resolves once listening; the answer stops it. PostgreSQL: a dedicated connection, not the pool's,
   * that reconnects after a drop (`onReconnect` then says notifications may have been missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: { onReconnect?: () => void }): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string | null };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = "databaseUrl" in options ? await openPostgres(options.databaseUrl, options.poolSize ?? 10) : await openPglite(options.dataDir);
  handles.set(handle.db, handle);
  return handle;
}

const handles = new WeakMap<Database, DatabaseHandle>();

/** LISTEN for code that holds only the Drizzle database (a request's services): its handle's `listen`. */
export function listenerOf(db: Database): DatabaseHandle["listen"] {
  const handle = handles.get(db);
  if (!handle) throw new Error("this database was not opened by openDatabase");
  return handle.listen;
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: "postgres",
    db,
    executeSql: async (text, values) => {
      // A multi-statement text answers with one result per statement: keep the last.
      const result = (await pool.query(text, values as unknown[])) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    async listen(channel, onPayload, options) {
      const stop = await listenPostgres(url, channel, onPayload, options?.onReconnect);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/** Delays before each reconnection attempt of a dropped LISTEN connection (the last repeats). */
const RECONNECT_DELAYS_MS = [250, 1000, 2000, 5000];

/**
 * LISTEN on a connection of its own: a pooled one would be handed to other queries. A dropped
 * connection is replaced (retrying until it succeeds or the listener stops); the first connection
 * must succeed, so a wrong URL fails the caller instead of retrying silently.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on("error", () => undefined); // "end" follows and reconnects
    next.on("end", () => {
      if (client === next) client = null;
      if (!stopped) scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await next.end().catch(() => undefined));
    client = next;
  };
  const scheduleReconnect = () => {
    clearTimeout(retry);
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    retry = setTimeout(() => {
      connect().then(
        () => {
          attempt = 0;
          if (!stopped) onReconnect?.();
        },
        () => !stopped && scheduleReconnect(),
      );
    }, delay);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
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
    // One process holds the embedded database, so its own LISTEN sees every NOTIFY (triggers too).
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}
