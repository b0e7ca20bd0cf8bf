// Readiness (issue 20): whether this process may take traffic, from its database (SELECT 1), its
// job queue (pg-boss reaches its schema) and its file storage (a write, read and delete), each
// bounded by a timeout. Failures are named, never explained: no message, stack or address leaves.
import type { Readiness, ReadinessCheckName } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import { sql } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";

/** Per check. A busy process (the embedded database shares its event loop) may take seconds; a dead dependency takes forever. */
export const READINESS_TIMEOUT_MS = 5_000;

export interface CheckReadinessOptions {
  db: Database;
  queue: Pick<Queue, "ping">;
  storage: Pick<FileStorage, "ping">;
  /** True once the process began shutting down: it is not ready, whatever the checks say. */
  stopping?: boolean;
  timeoutMs?: number;
}

export async function checkReadiness({ db, queue, storage, stopping = false, timeoutMs = READINESS_TIMEOUT_MS }: CheckReadinessOptions): Promise<Readiness> {
  if (stopping) return { status: "stopping", checks: {}, failing: ["shutdown"] };
  const probes: Record<ReadinessCheckName, () => Promise<unknown>> = {
    database: () => db.execute(sql`select 1`),
    queue: () => queue.ping(),
    storage: () => storage.ping(),
  };
  const results = await Promise.all(Object.entries(probes).map(async ([name, probe]) => [name, await timed(probe, timeoutMs)] as const));
  const checks = Object.fromEntries(results) as Readiness["checks"];
  const failing = results.filter(([, result]) => result.status !== "ok").map(([name]) => name as ReadinessCheckName);
  return { status: failing.length === 0 ? "ready" : "not_ready", checks, failing };
}

/** Runs one probe against its deadline: a hung connection counts as a failure, not a hung probe. */
async function timed(probe: () => Promise<unknown>, timeoutMs: number): Promise<NonNullable<Readiness["checks"][ReadinessCheckName]>> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
  // A probe that throws at once counts like one that rejects.
  const outcome = await Promise.race([Promise.resolve().then(probe).then(() => "ok" as const, () => "failed" as const), deadline]);
  clearTimeout(timer);
  return { status: outcome, ms: Math.round(performance.now() - started) };
}
