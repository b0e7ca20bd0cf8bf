// Who acted for a creator (issue 17): the scans and removal requests her agency's member made for
// her carry the agency's name and the member's e-mail, so her own pages say "Started by …" and
// "Requested by …". Looked up in two queries for a whole list.
import type { ActedBy } from "@unleak/contracts";
import { agencies, type Database, removalRequests, user } from "@unleak/db";
import { inArray } from "drizzle-orm";

interface Acting {
  agencyId: string | null;
  memberId: string | null;
}

/** Who acted, for each of `rows` that an agency's member made (null for the others). */
export async function actedByOf(db: Database, rows: readonly Acting[]): Promise<Array<ActedBy | null>> {
  const agencyIds = [...new Set(rows.flatMap((row) => (row.agencyId ? [row.agencyId] : [])))];
  if (agencyIds.length === 0) return rows.map(() => null);
  const memberIds = [...new Set(rows.flatMap((row) => (row.agencyId && row.memberId ? [row.memberId] : [])))];
  const names = new Map((await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(inArray(agencies.id, agencyIds))).map((row) => [row.id, row.name]));
  const emails = new Map(
    memberIds.length === 0 ? [] : (await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, memberIds))).map((row) => [row.id, row.email]),
  );
  return rows.map(({ agencyId, memberId }) => {
    const agencyName = agencyId ? names.get(agencyId) : undefined;
    return agencyName === undefined ? null : { agencyName, memberEmail: (memberId && emails.get(memberId)) || null };
  });
}

/** Who asked for each removal request, by request id (only those an agency's member made). */
export async function requestsActedBy(db: Database, requestIds: readonly (string | null)[]): Promise<Map<string, ActedBy>> {
  const ids = [...new Set(requestIds.flatMap((id) => (id ? [id] : [])))];
  if (ids.length === 0) return new Map();
  const requests = await db
    .select({ id: removalRequests.id, agencyId: removalRequests.requestedByAgencyId, memberId: removalRequests.requestedBy })
    .from(removalRequests)
    .where(inArray(removalRequests.id, ids));
  const acted = await actedByOf(db, requests);
  return new Map(requests.flatMap((request, index) => (acted[index] ? [[request.id, acted[index]] as const] : [])));
}
