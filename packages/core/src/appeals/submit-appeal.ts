// A suspended user appeals their suspension (spec §2.3, issue 16): the e-mail to answer, the
// explanation and the evidence, about the ban that is active now. Only a suspended account may
// appeal, and only one appeal waits at a time (a unique index keeps two racing submissions to one).
import type { AppealFields, MyAppeal } from "@unleak/contracts";
import { banAppeals, type Database, userBans } from "@unleak/db";
import { and, desc, eq } from "drizzle-orm";
import { AppError, isUniqueViolation } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { isSuspended } from "../profiles/is-suspended";
import type { FileStorage } from "../storage/file-storage";
import { checkEvidence, type EvidenceUpload, removeEvidence, storeEvidence } from "./appeal-evidence";
import { myAppealView } from "./read-my-appeal";

export async function submitAppeal({ db, storage, actor, ownerId, email, explanation, files }: Access & AppealFields & { db: Database; storage: FileStorage; files: EvidenceUpload[] }): Promise<MyAppeal> {
  authorise(actor, "appeals.submit", ownerId);
  if (!(await isSuspended({ db, userId: ownerId }))) throw new AppError("NOT_SUSPENDED");
  // Before any file is looked at: a second appeal is refused however good its evidence.
  const [open] = await db.select({ id: banAppeals.id }).from(banAppeals).where(and(eq(banAppeals.userId, ownerId), eq(banAppeals.status, "open")));
  if (open) throw new AppError("APPEAL_OPEN");
  const evidence = await storeEvidence(storage, ownerId, checkEvidence(files));
  try {
    const [ban] = await db.select({ id: userBans.id }).from(userBans).where(and(eq(userBans.userId, ownerId), eq(userBans.isActive, true))).orderBy(desc(userBans.bannedAt)).limit(1);
    const [row] = await db.insert(banAppeals).values({ userId: ownerId, banId: ban?.id ?? null, email, explanation, evidence }).returning();
    return myAppealView(row!);
  } catch (error) {
    await removeEvidence(storage, evidence); // no file without its appeal
    if (isUniqueViolation(error)) throw new AppError("APPEAL_OPEN");
    throw error;
  }
}
