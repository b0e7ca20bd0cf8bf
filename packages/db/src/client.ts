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

/** The advisory lock that serialises migrations across processes starting together. */
const MIGRATION_LOCK = 7_536_482_919;

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

/**
 * Errors that say the statement never ran: the server ended the connection before it could (57P01
 * administrator shutdown or pg_terminate_backend, 57P02 crash shutdown), is still starting (57P03),
 * or could not be reached. Running it again is safe; any other failure may have run and is not retried.
 */
const NOT_RUN_CODES = new Set(["57P01", "57P02", "57P03", "ECONNREFUSED"]);

export function isStatementNotRun(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && NOT_RUN_CODES.has(code);
}

/** How long a statement is retried while the database restarts. */
export const LOST_CONNECTION_RETRY_MS = 30_000;

/**
 * Runs a statement again while its connection was lost before it ran (the database restarted, its
 * connections terminated): a pool hands out each connection it still believes open, so the first
 * retries are immediate; a server that refuses or is still starting is waited for, up to 2 s apart.
 */
export async function retryLostConnection<T>(run: () => Promise<T>, deadlineMs = LOST_CONNECTION_RETRY_MS): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (!isStatementNotRun(error) || Date.now() >= deadline) throw error;
      const closedConnection = (error as { code: string }).code === "57P01" && attempt < 20;
      if (!closedConnection) await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 50 * 2 ** Math.min(attempt, 6))));
    }
  }
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closed (a restart) is dropped by the pool; unhandled, its error would end the process.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  // Statements outside a transaction (Drizzle's and executeSql's) survive a restart of the database.
  // A transaction's client is not retried here: its statements fail together and its caller (a job) retries.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) => (typeof args.at(-1) === "function" ? query(...args) : retryLostConnection(() => query(...args)))) as typeof pool.query;
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
    // Processes starting together against one database take turns: the first migrates, the others
    // wait on the advisory lock and then find nothing left to do.
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
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
