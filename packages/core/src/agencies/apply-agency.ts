// An account applies as an agency (issue 17, /agency/apply): one pending application at a time
// (the database keeps it so, a unique index), and none from someone already in an agency. An
// administrator decides it (decide-agency-application.ts).
import type { AgencyApplicationFields, MyAgencyApplication } from "@unleak/contracts";
import { agencyApplications, agencyMembers, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError, isUniqueViolation } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { myApplicationView } from "./read-my-agency-application";

export async function applyAsAgency({ db, actor, application }: { db: Database; actor: SignedInActor; application: AgencyApplicationFields }): Promise<MyAgencyApplication> {
  authorise(actor, "agency.apply", actor.userId);
  const [member] = await db.select({ id: agencyMembers.id }).from(agencyMembers).where(eq(agencyMembers.userId, actor.userId));
  if (member) throw new AppError("CONFLICT", "already a member of an agency", { reason: "member" });
  try {
    const [row] = await db
      .insert(agencyApplications)
      .values({ userId: actor.userId, ...application, website: application.website ?? null, message: application.message || null })
      .returning();
    return myApplicationView(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "an application is already pending", { reason: "pending" });
    throw error;
  }
}
