// The creator's reference media, newest first.
import { type Database, referenceMedia } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";
import { referenceView } from "./reference-view";

export async function listReferences({ db, storage, userId }: { db: Database; storage: FileStorage; userId: string }) {
  const rows = await db.select().from(referenceMedia).where(eq(referenceMedia.userId, userId)).orderBy(desc(referenceMedia.createdAt));
  return rows.map((row) => referenceView(row, storage));
}
