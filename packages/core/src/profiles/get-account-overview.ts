// What the shell needs about the signed-in user: profile basics, verification, ban and admin role.
import type { AccountOverview } from "@unleak/contracts";
import { type Database, identityVerifications, profiles, user, userBans } from "@unleak/db";
import { and, desc, eq } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { isAdmin } from "../policy/is-admin";
import { authorise } from "../policy/policy";
import { findAgencyMembership } from "../agencies/agency-membership";
import { ensureProfile } from "./ensure-profile";

/** The owner's overview, or null when the account is gone (its session outlived it). */
export async function getAccountOverview({ db, actor, ownerId: userId, adminEmails }: Access & { db: Database; adminEmails: readonly string[] }): Promise<AccountOverview | null> {
  authorise(actor, "account.read", userId);
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) return null;
  let [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) {
    await ensureProfile({ db, userId, email: account.email, fullName: account.name });
    [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  }
  const [latestVerification] = await db
    .select({ status: identityVerifications.status })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.createdAt))
    .limit(1);
  const [activeBan] = await db
    .select()
    .from(userBans)
    .where(and(eq(userBans.userId, userId), eq(userBans.isActive, true)))
    .orderBy(desc(userBans.bannedAt))
    .limit(1);
  const banned = profile.banned || Boolean(activeBan);
  const agency = await findAgencyMembership({ db, userId });
  return {
    user: {
      id: account.id,
      email: account.email,
      name: account.name,
      emailVerified: account.emailVerified,
      twoFactorEnabled: Boolean(account.twoFactorEnabled),
    },
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      subscriptionTier: profile.subscriptionTier,
      // Spec §4: verified when the profile says so OR the latest identity verification is approved.
      verified: profile.verified || latestVerification?.status === "approved",
      banned,
    },
    isAdmin: isAdmin(account, adminEmails),
    ban: activeBan
      ? { reason: activeBan.banReason, bannedAt: activeBan.bannedAt.toISOString(), adminNotes: activeBan.adminNotes }
      : banned
        ? { reason: null, bannedAt: profile.updatedAt.toISOString(), adminNotes: null }
        : null,
    agency: agency ? { id: agency.agencyId, name: agency.agencyName, role: agency.role } : null,
  };
}
