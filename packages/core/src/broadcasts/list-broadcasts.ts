// The newest broadcasts for the admin panel (issue 16), read from the audit log rather than from
// the notifications: the log holds exactly one entry per broadcast (a plan's broadcast is one row
// per user in notifications), already says who sent it, to whom and how many it reached, and can
// be neither changed nor deleted, so the list stays true after users delete what they received.
import { BROADCAST_LIST_LIMIT, type BroadcastList, broadcastAudienceSchema } from "@unleak/contracts";
import { adminAuditLog, type Database } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

/** The details send-broadcast.ts writes. */
const detailsSchema = z.object({ broadcastId: z.uuid(), audience: broadcastAudienceSchema, title: z.string(), recipients: z.number().int() });

export async function listBroadcasts({ db, actor }: { db: Database; actor: SignedInActor }): Promise<BroadcastList> {
  authorise(actor, "admin.broadcasts.send", actor.userId);
  const entries = await db
    .select({ details: adminAuditLog.details, actorEmail: adminAuditLog.actorEmail, createdAt: adminAuditLog.createdAt })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, "broadcast.send"))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(BROADCAST_LIST_LIMIT);
  return {
    broadcasts: entries.flatMap((entry) => {
      const details = detailsSchema.safeParse(entry.details);
      if (!details.success) return [];
      const { broadcastId, audience, title, recipients } = details.data;
      return [{ id: broadcastId, audience, title, recipients, sentBy: entry.actorEmail, createdAt: new Date(entry.createdAt).toISOString() }];
    }),
  };
}
