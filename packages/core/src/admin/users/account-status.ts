// An account's state as the admin panel shows it, in one word (issue 16): "banned" while it is
// suspended (the profile's flag or an active ban, as the server's suspension check reads them),
// else "unverified" while neither its e-mail nor its phone number is confirmed, else "active".
// The search filters on the SQL form; a user's page computes the same from the rows it read.
import type { AdminUserStatus } from "@unleak/contracts";
import { profiles, user, userBans } from "@unleak/db";
import { sql } from "drizzle-orm";

const suspended = sql`(coalesce(${profiles.banned}, false) or exists(select 1 from ${userBans} where ${userBans.userId} = ${user.id} and ${userBans.isActive}))`;
const unconfirmed = sql`(not ${user.emailVerified} and not coalesce(${user.phoneNumberVerified}, false))`;

/** The status of the `user` row joined with its `profiles` row (left join). */
export const accountStatusSql = sql<AdminUserStatus>`case when ${suspended} then 'banned' when ${unconfirmed} then 'unverified' else 'active' end`;

export function accountStatusOf({ suspended, emailVerified, phoneNumberVerified }: { suspended: boolean; emailVerified: boolean; phoneNumberVerified: boolean | null }): AdminUserStatus {
  if (suspended) return "banned";
  return emailVerified || phoneNumberVerified ? "active" : "unverified";
}
