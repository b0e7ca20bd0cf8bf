// Reads every row about a user from the tables personal-data.ts lists, without the omitted
// columns, and the private files those rows point to (decrypted through storage).
import { type Database, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { Bucket, FileStorage } from "../storage/file-storage";
import { personalFiles, personalSources, tableNameOf } from "./personal-data";

type Row = Record<string, unknown>;

export interface PersonalData {
  /** Rows per table name. */
  tables: Record<string, Row[]>;
  files: Array<{ bucket: Bucket; key: string; data: Buffer }>;
}

export async function readPersonalData({ db, storage, userId }: { db: Database; storage: FileStorage; userId: string }): Promise<PersonalData> {
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const tables: Record<string, Row[]> = {};
  const files: PersonalData["files"] = [];
  const seen = new Set<string>();
  for (const source of personalSources) {
    const name = tableNameOf(source.table);
    const value = source.by === "email" ? account?.email : userId;
    const rows = value === undefined ? [] : ((await db.select().from(source.table).where(eq(source.column, value))) as Row[]);
    tables[name] ??= [];
    for (const row of rows) {
      for (const { bucket, keys } of personalFiles[name] ?? []) {
        for (const key of keys(row)) {
          if (seen.has(`${bucket}/${key}`)) continue;
          seen.add(`${bucket}/${key}`);
          const data = await storage.get(bucket, key).catch(() => null);
          if (data) files.push({ bucket, key, data });
        }
      }
      const copy = { ...row };
      for (const omitted of source.omit ?? []) delete copy[omitted];
      tables[name].push(copy);
    }
  }
  return { tables, files };
}
