// Inviting a creator to the agency's roster (POST /agency/creators): the owner or a manager names
// her e-mail; a link valid 14 days is mailed and only its hash kept. An address with a pending
// invitation, or already active on the roster, is refused; an expired invitation is replaced.
import type { RosterCreator } from "@unleak/contracts";
import { agencies, agencyCreators, type Database, user } from "@unleak/db";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";
import { type InvitationMail, sendInvitationMail } from "./invitation-mail";
import { hashInvitationToken, invitationExpiry, newInvitationToken } from "./invitation-token";
import { invitedEntry } from "./roster-entries";

export async function inviteCreator({ db, actor, email, mail, now = new Date() }: { db: Database; actor: Actor; email: string; mail: InvitationMail; now?: Date }): Promise<RosterCreator> {
  const agencyId = authoriseAgency(actor, "manage");
  const address = email.trim().toLowerCase();
  const existing = await db
    .select({ id: agencyCreators.id, status: agencyCreators.status, expiresAt: agencyCreators.expiresAt })
    .from(agencyCreators)
    .leftJoin(user, eq(user.id, agencyCreators.creatorId))
    .where(
      and(
        eq(agencyCreators.agencyId, agencyId),
        inArray(agencyCreators.status, ["invited", "active"]),
        or(sql`lower(${agencyCreators.inviteEmail}) = ${address}`, sql`lower(${user.email}) = ${address}`),
      ),
    );
  const expired = existing.filter((row) => row.status === "invited" && (!row.expiresAt || row.expiresAt <= now));
  if (existing.length > expired.length) throw new AppError("CREATOR_ALREADY_INVITED");
  const [agency] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  if (!agency) throw new AppError("NOT_FOUND");
  const token = newInvitationToken();
  const row = await db.transaction(async (tx) => {
    if (expired.length > 0) await tx.delete(agencyCreators).where(inArray(agencyCreators.id, expired.map((entry) => entry.id)));
    const [inserted] = await tx
      .insert(agencyCreators)
      .values({ agencyId, inviteEmail: address, status: "invited", tokenHash: hashInvitationToken(token), invitedBy: actor.kind === "agency" ? actor.userId : null, expiresAt: invitationExpiry(now), invitedAt: now })
      .returning();
    return inserted!;
  });
  await sendInvitationMail(mail, address, agency.name, token);
  return invitedEntry(row, now);
}
