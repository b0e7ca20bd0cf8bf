// The roster as the agency sees it (issue 17): its invited and active creators, and for each active
// one her leaks found, requested and removed (the dashboard's definitions: removed at the source
// only, delisted is not removed), where her authorisation stands for this agency, her last scan and
// her plan. Counted in a few queries over the whole roster, never per creator.
import type { IdentityStepStatus, RosterCreator } from "@unleak/contracts";
import { agencyCreators, type Database, digitalSignatures, identityVerifications, leaks, profiles, scans, user } from "@unleak/db";
import { and, desc, eq, inArray, isNull, max, type SQL, sql } from "drizzle-orm";
import { LETTER_DOCUMENT_TYPE, missingSteps } from "../../authorisation/may-act-for";

type EntryRow = typeof agencyCreators.$inferSelect & { accountEmail: string | null; accountName: string | null; firstName: string | null; lastName: string | null; tier: RosterCreator["tier"] };

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The agency's invited and active entries (or the one active entry of `creatorId`), newest first. */
export async function rosterEntries(db: Database, agencyId: string, { creatorId, now = new Date() }: { creatorId?: string; now?: Date } = {}): Promise<RosterCreator[]> {
  const scope = creatorId
    ? and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.creatorId, creatorId), eq(agencyCreators.status, "active"))
    : and(eq(agencyCreators.agencyId, agencyId), inArray(agencyCreators.status, ["invited", "active"]));
  const rows: EntryRow[] = await db
    .select({
      ...entryColumns,
      accountEmail: user.email,
      accountName: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      tier: profiles.subscriptionTier,
    })
    .from(agencyCreators)
    .leftJoin(user, eq(user.id, agencyCreators.creatorId))
    .leftJoin(profiles, eq(profiles.id, agencyCreators.creatorId))
    .where(scope)
    .orderBy(desc(agencyCreators.invitedAt));
  const ids = rows.flatMap((row) => (row.status === "active" && row.creatorId ? [row.creatorId] : []));
  const numbers = await numbersOf(db, ids, agencyId);
  return rows.map((row) => entryOf(row, numbers.get(row.creatorId ?? ""), now));
}

const entryColumns = {
  id: agencyCreators.id,
  agencyId: agencyCreators.agencyId,
  inviteEmail: agencyCreators.inviteEmail,
  creatorId: agencyCreators.creatorId,
  status: agencyCreators.status,
  tokenHash: agencyCreators.tokenHash,
  invitedBy: agencyCreators.invitedBy,
  expiresAt: agencyCreators.expiresAt,
  invitedAt: agencyCreators.invitedAt,
  acceptedAt: agencyCreators.acceptedAt,
  endedAt: agencyCreators.endedAt,
};

interface Numbers {
  leaks: RosterCreator["leaks"];
  authorisation: NonNullable<RosterCreator["authorisation"]>;
  lastScanAt: string | null;
}

async function numbersOf(db: Database, ids: string[], agencyId: string): Promise<Map<string, Numbers>> {
  const numbers = new Map<string, Numbers>();
  if (ids.length === 0) return numbers;
  const leakCounts = await db
    .select({
      userId: leaks.userId,
      found: sql<number>`count(*)::int`,
      removalRequested: countWhere(sql`${leaks.status} not in ('new', 'awaiting_confirmation', 'whitelisted')`),
      removed: countWhere(sql`${leaks.status} = 'removed'`),
    })
    .from(leaks)
    .where(and(inArray(leaks.userId, ids), isNull(leaks.disposition)))
    .groupBy(leaks.userId);
  const lastScans = await db.select({ userId: scans.userId, at: max(scans.createdAt) }).from(scans).where(inArray(scans.userId, ids)).groupBy(scans.userId);
  const letters = await db
    .select()
    .from(digitalSignatures)
    .where(and(inArray(digitalSignatures.userId, ids), eq(digitalSignatures.documentType, LETTER_DOCUMENT_TYPE), eq(digitalSignatures.isValid, true), isNull(digitalSignatures.revokedAt)))
    .orderBy(desc(digitalSignatures.signedAt));
  const identities = await db
    .select({ userId: identityVerifications.userId, status: identityVerifications.status })
    .from(identityVerifications)
    .where(inArray(identityVerifications.userId, ids))
    .orderBy(desc(identityVerifications.createdAt));
  for (const id of ids) {
    const counts = leakCounts.find((row) => row.userId === id);
    const letter = letters.find((row) => row.userId === id) ?? null;
    const identity: IdentityStepStatus = identities.find((row) => row.userId === id)?.status ?? "not_started";
    const facts = { letter, identity };
    const at = lastScans.find((row) => row.userId === id)?.at ?? null;
    numbers.set(id, {
      leaks: { found: Number(counts?.found ?? 0), removalRequested: Number(counts?.removalRequested ?? 0), removed: Number(counts?.removed ?? 0) },
      authorisation: {
        status: missingSteps(facts).length === 0 ? "authorized" : "pending",
        letterNamesAgency: letter?.agencyId === agencyId,
        identity,
        missing: missingSteps(facts, agencyId),
      },
      lastScanAt: at ? new Date(at).toISOString() : null,
    });
  }
  return numbers;
}

function entryOf(row: EntryRow, numbers: Numbers | undefined, now: Date): RosterCreator {
  const active = row.status === "active";
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.accountName;
  return {
    id: row.id,
    creatorId: active ? row.creatorId : null,
    status: active ? "active" : "invited",
    name: active ? name || null : null,
    email: active ? (row.accountEmail ?? row.inviteEmail) : row.inviteEmail,
    invitedAt: row.invitedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired: !active && (!row.expiresAt || row.expiresAt <= now),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    leaks: numbers?.leaks ?? { found: 0, removalRequested: 0, removed: 0 },
    authorisation: active ? (numbers?.authorisation ?? null) : null,
    lastScanAt: numbers?.lastScanAt ?? null,
    tier: active ? row.tier : null,
  };
}

/** A pending invitation as the roster shows it (nothing of any account is known before she accepts). */
export function invitedEntry(row: typeof agencyCreators.$inferSelect, now = new Date()): RosterCreator {
  return entryOf({ ...row, accountEmail: null, accountName: null, firstName: null, lastName: null, tier: null }, undefined, now);
}
