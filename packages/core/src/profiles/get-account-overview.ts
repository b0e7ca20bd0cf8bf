// What the shell needs about the signed-in user: profile basics, verification, ban and admin role.
import { type Database, identityVerifications, profiles, user, userBans } from "@unleak/db";
import { and, desc, eq } from "drizzle-orm";
import { isAdmin } from "../policy/is-admin";
import { ensureProfile } from "./ensure-profile";

export interface AccountOverview {
  user: { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled: boolean };
  profile: { firstName: string | null; lastName: string | null; email: string; subscriptionTier: string | null; verified: boolean; banned: boolean };
  isAdmin: boolean;
  ban: null | { reason: string | null; bannedAt: string; adminNotes: string | null };
}

export async function getAccountOverview({ db, userId, adminEmails }: { db: Database; userId: string; adminEmails: readonly string[] }): Promise<AccountOverview | null> {
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
  };
}
