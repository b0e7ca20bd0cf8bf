// One account as the admin panel's user page shows it (issue 16): profile, plan and payment,
// authorisation, the scans, leaks and notices counted, sessions, the newest logins, every ban,
// and whether they are an administrator and why. Counted in SQL, never row by row.
import type { AdminUserBan, AdminUserDetail } from "@unleak/contracts";
import { type Database, leaks, loginEvents, notices, profiles, scans, session, stageNames, subscriptions, user, userBans } from "@unleak/db";
import { asc, desc, eq, sql } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import { getAuthorisationStatus } from "../../authorisation/authorisation-status";
import type { SignedInActor } from "../../policy/actor";
import { isAdmin } from "../../policy/is-admin";
import { authorise } from "../../policy/policy";
import { accountStatusOf } from "./account-status";

const LOGIN_LIMIT = 20;
const SESSION_LIMIT = 50;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export async function readAdminUser({ db, actor, adminEmails, userId }: { db: Database; actor: SignedInActor; adminEmails: readonly string[]; userId: string }): Promise<AdminUserDetail> {
  authorise(actor, "admin.users.read", userId);
  const [account] = await db.select().from(user).where(eq(user.id, userId));
  if (!account) throw new AppError("NOT_FOUND");
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const names = await db.select({ name: stageNames.name }).from(stageNames).where(eq(stageNames.userId, userId)).orderBy(asc(stageNames.createdAt));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const authorisation = await getAuthorisationStatus({ db, actor, ownerId: userId });
  const [scanFigures] = await db.select({ total: sql<number>`count(*)::int`, lastAt: sql<Date | string | null>`max(${scans.createdAt})` }).from(scans).where(eq(scans.userId, userId));
  const [leakFigures] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${leaks.disposition} is null))::int`,
      open: sql<number>`(count(*) filter (where ${leaks.disposition} is null and ${leaks.status} not in ('removed', 'delisted', 'whitelisted')))::int`,
      removed: sql<number>`(count(*) filter (where ${leaks.disposition} is null and ${leaks.status} = 'removed'))::int`,
    })
    .from(leaks)
    .where(eq(leaks.userId, userId));
  const [noticeFigures] = await db.select({ sent: sql<number>`(count(*) filter (where ${notices.sentAt} is not null))::int` }).from(notices).where(eq(notices.userId, userId));
  const sessions = await db.select().from(session).where(eq(session.userId, userId)).orderBy(desc(session.createdAt)).limit(SESSION_LIMIT);
  const logins = await db.select().from(loginEvents).where(eq(loginEvents.userId, userId)).orderBy(desc(loginEvents.createdAt), desc(loginEvents.id)).limit(LOGIN_LIMIT);
  const bans: AdminUserBan[] = (
    await db
      .select({ ban: userBans, bannedByEmail: user.email })
      .from(userBans)
      .leftJoin(user, eq(user.id, userBans.bannedBy))
      .where(eq(userBans.userId, userId))
      .orderBy(desc(userBans.bannedAt), desc(userBans.id))
  ).map(({ ban, bannedByEmail }) => ({ id: ban.id, active: ban.isActive, bannedAt: iso(ban.bannedAt), reason: ban.banReason, adminNotes: ban.adminNotes, bannedByEmail }));
  const activeBan = bans.find((ban) => ban.active) ?? null;
  const byAdminEmails = isAdmin({ email: account.email, emailVerified: account.emailVerified }, adminEmails);

  return {
    user: {
      id: account.id,
      email: account.email,
      phoneNumber: account.phoneNumber,
      name: account.name,
      emailVerified: account.emailVerified,
      twoFactorEnabled: Boolean(account.twoFactorEnabled),
      role: account.role,
      createdAt: iso(account.createdAt),
    },
    profile: {
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      stageNames: names.map((row) => row.name),
      country: profile?.country ?? null,
      language: profile?.language ?? null,
      tier: profile?.subscriptionTier ?? "standard",
      selectedPlan: profile?.selectedPlan ?? null,
      identityVerified: Boolean(profile?.verified) || authorisation.checklist.identity.status === "approved",
    },
    status: accountStatusOf({ suspended: Boolean(profile?.banned) || activeBan !== null, emailVerified: account.emailVerified, phoneNumberVerified: account.phoneNumberVerified }),
    admin: { isAdmin: account.role === "admin" || byAdminEmails, byRole: account.role === "admin", byAdminEmails },
    subscription: subscription
      ? {
          plan: subscription.plan,
          status: subscription.status,
          currentPeriodEnd: isoOrNull(subscription.currentPeriodEnd),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          graceUntil: isoOrNull(subscription.graceUntil),
        }
      : null,
    authorisation,
    figures: {
      scans: { total: Number(scanFigures?.total ?? 0), lastAt: isoOrNull(scanFigures?.lastAt ?? null) },
      leaks: { total: Number(leakFigures?.total ?? 0), open: Number(leakFigures?.open ?? 0), removed: Number(leakFigures?.removed ?? 0) },
      noticesSent: Number(noticeFigures?.sent ?? 0),
    },
    sessions: sessions.map((row) => ({ id: row.id, createdAt: iso(row.createdAt), expiresAt: iso(row.expiresAt), ipAddress: row.ipAddress, userAgent: row.userAgent })),
    logins: logins.map((row) => ({ id: row.id, kind: row.kind, createdAt: iso(row.createdAt), ipAddress: row.ipAddress, userAgent: row.userAgent })),
    activeBan,
    bans,
  };
}
