// An agency always keeps an owner (issue 17). Its members are locked while the owners are
// counted, so two owners demoting each other at once cannot leave it without one.
import type { AgencyRole } from "@unleak/contracts";
import { agencyMembers, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Locks the agency's members and answers the one named (NOT_FOUND when it is no member of this
 * agency); refuses (CONFLICT) to give the last owner `newRole`, or to remove them (null).
 */
export async function lockMemberKeepingAnOwner(tx: Transaction, { agencyId, memberId, newRole }: { agencyId: string; memberId: string; newRole: AgencyRole | null }) {
  const members = await tx.select({ id: agencyMembers.id, role: agencyMembers.role }).from(agencyMembers).where(eq(agencyMembers.agencyId, agencyId)).for("update");
  const target = members.find((member) => member.id === memberId);
  if (!target) throw new AppError("NOT_FOUND");
  const owners = members.filter((member) => member.role === "owner").length;
  if (target.role === "owner" && newRole !== "owner" && owners === 1) throw new AppError("CONFLICT", "the agency's last owner", { reason: "last_owner" });
  return target;
}
