// What waits for an administrator (issue 16): the counts beside the admin panel's sections.
import type { AdminOverview } from "@unleak/contracts";
import { agencyApplications, banAppeals, type Database, identityVerifications, partnerApplications, payoutRequests } from "@unleak/db";
import { eq, inArray, sql } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

export async function getAdminOverview({ db, actor }: { db: Database; actor: SignedInActor }): Promise<AdminOverview> {
  authorise(actor, "admin.users.read", actor.userId);
  const count = sql<number>`count(*)::int`;
  const [[identity], [appeals], [agencies], [partners], [payouts]] = await Promise.all([
    db.select({ count }).from(identityVerifications).where(eq(identityVerifications.status, "pending")),
    db.select({ count }).from(banAppeals).where(eq(banAppeals.status, "open")),
    db.select({ count }).from(agencyApplications).where(eq(agencyApplications.status, "pending")),
    db.select({ count }).from(partnerApplications).where(eq(partnerApplications.status, "pending")),
    db.select({ count }).from(payoutRequests).where(inArray(payoutRequests.status, ["requested", "approved"])),
  ]);
  return { reviews: { identity: identity?.count ?? 0, appeals: appeals?.count ?? 0, agencies: agencies?.count ?? 0, partners: partners?.count ?? 0, payouts: payouts?.count ?? 0 } };
}
