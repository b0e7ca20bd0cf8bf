// An administrator puts one queue's failed jobs back in line (issue 16), through pg-boss's own
// retry, run in the same transaction as the audit entry that records it. A retry that found
// nothing to retry changed nothing and is not recorded.
import type { Database } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import { recordAdminAction } from "../admin/admin-audit";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { executeSqlIn } from "./execute-sql-in";

export async function retryFailedJobs({ db, queue, actor, name }: { db: Database; queue: Pick<Queue, "stats" | "retryFailed">; actor: SignedInActor; name: string }): Promise<{ retried: number }> {
  authorise(actor, "admin.jobs.retry", actor.userId);
  if (!(await queue.stats()).some((known) => known.name === name)) throw new AppError("NOT_FOUND", "no queue of this name");
  return db.transaction(async (tx) => {
    const retried = await queue.retryFailed(name, executeSqlIn(tx));
    if (retried > 0) await recordAdminAction(tx, { actor, action: "job.retry", reason: null, details: { queue: name, retried } });
    return { retried };
  });
}
