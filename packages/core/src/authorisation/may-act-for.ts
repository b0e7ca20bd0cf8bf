// THE gate (issue 11): may Unleak act for this creator now? Every path that sends something in a
// creator's name asks here first. Yes only with a valid, unrevoked Letter of Authorisation and an
// approved latest identity verification (spec §4, §5).
import type { AuthorisationStep, IdentityStepStatus } from "@unleak/contracts";
import { type Database, digitalSignatures, identityVerifications } from "@unleak/db";
import { and, desc, eq, isNull } from "drizzle-orm";

/** The letter kind the gate asks for (spec §3: google_removal_consent). */
export const LETTER_DOCUMENT_TYPE = "google_removal_consent" as const;

export interface AuthorisationFacts {
  letter: typeof digitalSignatures.$inferSelect | null;
  identity: IdentityStepStatus;
}

/** The creator's valid letter and where their latest identity verification stands. */
export async function loadAuthorisationFacts(db: Database, userId: string): Promise<AuthorisationFacts> {
  const [letter] = await db
    .select()
    .from(digitalSignatures)
    .where(and(eq(digitalSignatures.userId, userId), eq(digitalSignatures.documentType, LETTER_DOCUMENT_TYPE), eq(digitalSignatures.isValid, true), isNull(digitalSignatures.revokedAt)))
    .orderBy(desc(digitalSignatures.signedAt))
    .limit(1);
  const [latest] = await db
    .select({ status: identityVerifications.status })
    .from(identityVerifications)
    .where(eq(identityVerifications.userId, userId))
    .orderBy(desc(identityVerifications.createdAt))
    .limit(1);
  return { letter: letter ?? null, identity: latest?.status ?? "not_started" };
}

/**
 * The steps still missing, in the order the creator takes them. For her agency (issue 17, `agencyId`)
 * the letter counts only when it names that agency.
 */
export function missingSteps(facts: AuthorisationFacts, agencyId: string | null = null): AuthorisationStep[] {
  const missing: AuthorisationStep[] = [];
  if (!facts.letter || (agencyId !== null && facts.letter.agencyId !== agencyId)) missing.push("letter");
  if (facts.identity !== "approved") missing.push("identity");
  return missing;
}

/**
 * Whether Unleak may act for `creatorId` now, and if not, what is missing. System callers only.
 * At an agency's request (`agencyId`), her valid letter must name that agency.
 */
export async function mayActFor({ db, creatorId, agencyId = null }: { db: Database; creatorId: string; agencyId?: string | null }): Promise<{ allowed: boolean; missing: AuthorisationStep[] }> {
  const missing = missingSteps(await loadAuthorisationFacts(db, creatorId), agencyId);
  return { allowed: missing.length === 0, missing };
}
