// Test support: every integration test runs against PGlite and, when a server answers, against
// PostgreSQL, each time in a fresh, migrated database that is dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "./client";

const defaultServerUrl = "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase {
  kind: "pglite" | "postgres";
  handle: DatabaseHandle;
  /** The connection URL of the throwaway database (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
}

let serverReachable: Promise<string | null> | undefined;

/** The admin URL of a reachable PostgreSQL server, or null. */
export function postgresServerUrl(): Promise<string | null> {
  serverReachable ??= (async () => {
    const url = process.env.TEST_DATABASE_URL || defaultServerUrl;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return url;
    } catch {
      return null;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return serverReachable;
}

export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = await openDatabase({ dataDir: null });
  await handle.migrate();
  return { kind: "pglite", handle, dispose: () => handle.close() };
}

export async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `unleak_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    kind: "postgres",
    handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The database kinds to run integration tests on: always PGlite, PostgreSQL when reachable. */
export async function testDatabaseKinds(): Promise<Array<{ kind: "pglite" | "postgres"; create: () => Promise<TestDatabase> }>> {
  const serverUrl = await postgresServerUrl();
  const kinds: Array<{ kind: "pglite" | "postgres"; create: () => Promise<TestDatabase> }> = [
    { kind: "pglite", create: createPgliteTestDatabase },
  ];
  if (serverUrl) kinds.push({ kind: "postgres", create: () => createPostgresTestDatabase(serverUrl) });
  return kinds;
}
