// The copy of a page a removal check fetched (issue 13), for its owner: the first bytes exactly as
// the site served them, from the private "checks" bucket. Third-party HTML: the route hands it out
// as plain text to download, never as a page on our origin.
import { type Database, removalChecks } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";

export async function readPageCopy({
  db,
  storage,
  actor,
  ownerId,
  checkId,
}: Access & { db: Database; storage: FileStorage; checkId: string }): Promise<{ body: Buffer; filename: string }> {
  authorise(actor, "leaks.read", ownerId);
  const [check] = await db
    .select({ leakId: removalChecks.leakId, copyKey: removalChecks.copyKey, checkedAt: removalChecks.checkedAt })
    .from(removalChecks)
    .where(and(eq(removalChecks.id, checkId), eq(removalChecks.userId, ownerId)));
  const body = check?.copyKey ? await storage.get("checks", check.copyKey) : null;
  if (!check || !body) throw new AppError("NOT_FOUND");
  const stamp = check.checkedAt.toISOString().replace(/[:.]/g, "-");
  return { body, filename: `unleak-page-copy-${check.leakId.slice(0, 8)}-${stamp}.txt` };
}
