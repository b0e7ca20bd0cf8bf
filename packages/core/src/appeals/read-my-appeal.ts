// A user reads their latest appeal on the suspension screen: received, or decided with the
// administrator's answer. Only the file names of the evidence are shown back, never the files.
import type { AppealEvidenceType, MyAppeal, MyAppealAnswer } from "@unleak/contracts";
import { banAppeals, type Database } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

export const myAppealView = (row: typeof banAppeals.$inferSelect): MyAppeal => ({
  id: row.id,
  status: row.status,
  email: row.email,
  explanation: row.explanation,
  evidence: row.evidence.map(({ name, contentType, bytes }) => ({ name, contentType: contentType as AppealEvidenceType, bytes })),
  createdAt: row.createdAt.toISOString(),
  response: row.response,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

export async function readMyAppeal({ db, actor, ownerId }: Access & { db: Database }): Promise<MyAppealAnswer> {
  authorise(actor, "appeals.read", ownerId);
  const [latest] = await db.select().from(banAppeals).where(eq(banAppeals.userId, ownerId)).orderBy(desc(banAppeals.createdAt), desc(banAppeals.id)).limit(1);
  return { appeal: latest ? myAppealView(latest) : null };
}
