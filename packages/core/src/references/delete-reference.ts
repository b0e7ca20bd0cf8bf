// Deletes one of the creator's references: its row, then its file. Another creator's id is "not found".
import { type Database, referenceMedia } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { FileStorage } from "../storage/file-storage";

export async function deleteReference({ db, storage, userId, id }: { db: Database; storage: FileStorage; userId: string; id: string }) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw new AppError("NOT_FOUND");
  const [row] = await db.delete(referenceMedia).where(and(eq(referenceMedia.id, id), eq(referenceMedia.userId, userId))).returning();
  if (!row) throw new AppError("NOT_FOUND");
  await storage.remove("references", row.storageKey);
}
