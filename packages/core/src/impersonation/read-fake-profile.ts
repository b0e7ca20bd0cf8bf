// One candidate fake profile with its evidence: the page as checked, each matched picture beside the
// creator's reference it matched, the page copy, and for a platform that hears only the person
// herself, the report prepared for her to file.
import type { FakeProfileDetail } from "@unleak/contracts";
import { type Database, fakeProfiles, leaks, referenceMedia } from "@unleak/db";
import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { pictureKeyOf } from "./evidence-keys";
import { type FakeProfileRow, fakeProfileView } from "./fake-profile-view";
import type { ImpersonationDirectory } from "./impersonation-directory";
import { prepareSelfReport } from "./prepare-self-report";

/** The owner's profile `id`, whatever its status. */
export async function ownFakeProfile(db: Pick<Database, "select">, userId: string, id: string): Promise<FakeProfileRow> {
  const [row] = await db.select().from(fakeProfiles).where(and(eq(fakeProfiles.id, id), eq(fakeProfiles.userId, userId)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function readFakeProfile({ db, storage, directory, actor, ownerId: userId, id }: Access & { db: Database; storage: FileStorage; directory: ImpersonationDirectory; id: string }): Promise<FakeProfileDetail> {
  authorise(actor, "fakeProfiles.read", userId);
  const row = await ownFakeProfile(db, userId, id);
  // A judged profile is not shown again, not even by its id.
  if (row.status === "not_me" || row.status === "own_account") throw new AppError("NOT_FOUND");
  const [leak] = row.leakId ? await db.select({ status: leaks.status }).from(leaks).where(eq(leaks.id, row.leakId)) : [];
  const referenceIds = row.evidence.pictures.flatMap((picture) => (picture.referenceId ? [picture.referenceId] : []));
  const references = referenceIds.length ? await db.select({ id: referenceMedia.id, key: referenceMedia.storageKey }).from(referenceMedia).where(and(eq(referenceMedia.userId, userId), inArray(referenceMedia.id, referenceIds))) : [];
  const referenceKey = new Map(references.map((reference) => [reference.id, reference.key]));
  const pictures = await Promise.all(
    row.evidence.pictures.map(async (picture) => {
      const found = pictureKeyOf(userId, picture.mediaUrl);
      const key = picture.referenceId ? referenceKey.get(picture.referenceId) : undefined;
      return {
        ...picture,
        foundUrl: (await storage.exists("evidence", found)) ? storage.signedUrl("evidence", found) : null,
        referenceUrl: key ? storage.signedUrl("references", key) : null,
      };
    }),
  );
  const desk = directory.deskOf(row.siteId);
  return {
    ...fakeProfileView(row, { storage, directory, caseStatus: leak?.status ?? null }),
    evidence: row.evidence,
    pictures,
    pageCopyUrl: row.pageCopyKey ? storage.signedUrl("checks", row.pageCopyKey) : null,
    preparedReport: desk && !desk.agentAccepted ? await prepareSelfReport(db, userId, row, desk) : null,
  };
}
