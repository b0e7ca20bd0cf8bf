// The creator's reference media, newest first.
import type { Reference } from "@unleak/contracts";
import { type Database, referenceMedia } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { referenceView } from "./reference-view";

export async function listReferences({ db, storage, actor, ownerId: userId }: Access & { db: Database; storage: FileStorage }): Promise<Reference[]> {
  authorise(actor, "references.read", userId);
  const rows = await db.select().from(referenceMedia).where(eq(referenceMedia.userId, userId)).orderBy(desc(referenceMedia.createdAt));
  return rows.map((row) => referenceView(row, storage));
}
