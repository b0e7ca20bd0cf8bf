// The applicant's own view of their latest agency application (issue 17): /agency/apply shows
// "being reviewed", or the decision with the administrator's reason.
import type { MyAgencyApplication } from "@unleak/contracts";
import { agencyApplications, type Database } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

type ApplicationRow = Pick<typeof agencyApplications.$inferSelect, "id" | "companyName" | "status" | "decisionReason" | "createdAt" | "decidedAt">;

export const myApplicationView = (row: ApplicationRow): MyAgencyApplication => ({
  id: row.id,
  companyName: row.companyName,
  status: row.status,
  decisionReason: row.decisionReason,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
});

export async function readMyAgencyApplication({ db, actor }: { db: Database; actor: SignedInActor }): Promise<{ application: MyAgencyApplication | null }> {
  authorise(actor, "agency.apply", actor.userId);
  const [row] = await db.select().from(agencyApplications).where(eq(agencyApplications.userId, actor.userId)).orderBy(desc(agencyApplications.createdAt)).limit(1);
  return { application: row ? myApplicationView(row) : null };
}
