// The creator's authorisation status (spec §4): "authorized" once a valid letter exists and the
// latest identity verification is approved, else "pending", with the checklist of both steps.
import type { Authorisation } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { loadAuthorisationFacts, missingSteps } from "./may-act-for";

export async function getAuthorisationStatus({ db, actor, ownerId }: Access & { db: Database }): Promise<Authorisation> {
  authorise(actor, "authorisation.read", ownerId);
  const facts = await loadAuthorisationFacts(db, ownerId);
  const missing = missingSteps(facts);
  return {
    status: missing.length === 0 ? "authorized" : "pending",
    missing,
    checklist: {
      letter: { signed: Boolean(facts.letter), signedAt: facts.letter?.signedAt.toISOString() ?? null, consentVersion: facts.letter?.consentVersion ?? null },
      identity: { status: facts.identity },
    },
  };
}
