// The admin panel's user search (issue 16): part of an e-mail, a name (the account's, or the
// profile's first and last name), a stage name or a phone number, filtered by tier and status,
// newest accounts first, one page at a time.
import type { AdminUserFilters, AdminUserPage, SubscriptionTier } from "@unleak/contracts";
import { type Database, profiles, stageNames, user } from "@unleak/db";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { SignedInActor } from "../../policy/actor";
import { isAdmin } from "../../policy/is-admin";
import { authorise } from "../../policy/policy";
import { accountStatusSql } from "./account-status";

const tierSql = sql<SubscriptionTier>`coalesce(${profiles.subscriptionTier}, 'standard')`;

function matching({ q, tier, status }: AdminUserFilters): SQL | undefined {
  const filters: SQL[] = [];
  const text = q?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(user.email, like),
        ilike(user.name, like),
        ilike(sql`concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})`, like),
        ilike(user.phoneNumber, like),
        sql`exists(select 1 from ${stageNames} where ${stageNames.userId} = ${user.id} and ${stageNames.name} ilike ${like})`,
      )!,
    );
  }
  if (tier) filters.push(eq(tierSql, tier));
  if (status) filters.push(eq(accountStatusSql, status));
  return filters.length ? and(...filters) : undefined;
}

export async function searchUsers({ db, actor, adminEmails, filters }: { db: Database; actor: SignedInActor; adminEmails: readonly string[]; filters: AdminUserFilters }): Promise<AdminUserPage> {
  authorise(actor, "admin.users.read", actor.userId);
  const where = matching(filters);
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      phoneNumber: user.phoneNumber,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      tier: tierSql,
      status: accountStatusSql,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), asc(user.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where);
  const names = rows.length
    ? await db.select({ userId: stageNames.userId, name: stageNames.name }).from(stageNames).where(inArray(stageNames.userId, rows.map((row) => row.id))).orderBy(asc(stageNames.createdAt))
    : [];
  return {
    users: rows.map(({ emailVerified, role, createdAt, ...row }) => ({
      ...row,
      stageNames: names.filter((name) => name.userId === row.id).map((name) => name.name),
      isAdmin: isAdmin({ email: row.email, emailVerified, role }, adminEmails),
      createdAt: new Date(createdAt).toISOString(),
    })),
    page: filters.page,
    pageSize: filters.pageSize,
    total: Number(total),
  };
}
