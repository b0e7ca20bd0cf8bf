// The partner applications administrators review (issue 19): pending ones oldest first, decided
// ones newest first.
import type { AdminPartnerApplication, PartnerApplicationQueue, PartnerApplicationStatus } from "@unleak/contracts";
import { type Database, partnerApplications } from "@unleak/db";
import { asc, desc, eq } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

const QUEUE_MAX = 200;

export function adminPartnerApplicationOf(row: typeof partnerApplications.$inferSelect): AdminPartnerApplication {
  return {
    id: row.id,
    status: row.status,
    organisation: row.organisation,
    kind: row.kind,
    contactName: row.contactName,
    email: row.email,
    website: row.website,
    message: row.message,
    language: row.language,
    signedIn: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export async function listPartnerApplications({ db, actor, status }: { db: Database; actor: SignedInActor; status: PartnerApplicationStatus }): Promise<PartnerApplicationQueue> {
  authorise(actor, "admin.partners.review", actor.userId);
  const order = status === "pending" ? asc(partnerApplications.createdAt) : desc(partnerApplications.decidedAt);
  const rows = await db.select().from(partnerApplications).where(eq(partnerApplications.status, status)).orderBy(order).limit(QUEUE_MAX);
  return { applications: rows.map(adminPartnerApplicationOf) };
}
