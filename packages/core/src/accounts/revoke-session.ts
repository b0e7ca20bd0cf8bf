// Ends one of the owner's sessions by its id (the web never sees session tokens).
import { type Database, session } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

/** Deletes the session if it belongs to the owner; another user's or an unknown id is NOT_FOUND. */
export async function revokeSession({ db, actor, ownerId, sessionId }: Access & { db: Database; sessionId: string }): Promise<void> {
  authorise(actor, "sessions.revoke", ownerId);
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, ownerId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND");
}
