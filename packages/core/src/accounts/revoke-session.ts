// Ends one of the caller's own sessions by its id (the web never sees session tokens).
import { type Database, session } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";

/** Deletes the session if it belongs to `userId`; another user's or an unknown id is NOT_FOUND. */
export async function revokeOwnSession({ db, userId, sessionId }: { db: Database; userId: string; sessionId: string }): Promise<void> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND");
}
