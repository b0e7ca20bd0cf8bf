// Reporting a candidate profile as impersonation (issue 18). Where the platform hears an agent, the
// profile becomes a takedown case (a leak of kind "profile" at its address) and goes through the
// removal request like any leak: the authorisation gate, the impersonation notice to the platform's
// desk, the re-checks and the escalation waves. Where the platform hears only the person herself,
// nothing is sent: the profile waits with a prepared report for her to file.
import type { FakeProfileStatus, LeakEvidence } from "@unleak/contracts";
import { fakeProfiles, leaks } from "@unleak/db";
import { eq, sql } from "drizzle-orm";
import { mayActFor } from "../authorisation/may-act-for";
import { actingAgencyOf } from "../agencies/roster/acting-agency";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { isProtected, protectedPrefixes } from "../takedowns/fileable-leaks";
import { requestRemoval } from "../takedowns/request-removal";
import type { TakedownServices } from "../takedowns/takedown-services";
import type { FakeProfileRow } from "./fake-profile-view";
import type { ImpersonationDirectory } from "./impersonation-directory";
import { ownFakeProfile } from "./read-fake-profile";

export interface FakeProfileReport {
  id: string;
  status: FakeProfileStatus;
  requestId: string | null;
  caseLeakId: string | null;
}

/** The case's evidence: the profile page as checked, and its pictures that are hers (named in the notice). */
function caseEvidence(row: FakeProfileRow): LeakEvidence {
  return { url: row.url, title: `@${row.handle}`, fetchedAt: row.evidence.fetchedAt, httpStatus: row.evidence.httpStatus, mediaUrls: row.evidence.pictures.map((picture) => picture.mediaUrl) };
}

export async function reportFakeProfile({ services, directory, actor, ownerId: userId, id }: Access & { services: TakedownServices; directory: ImpersonationDirectory; id: string }): Promise<FakeProfileReport> {
  authorise(actor, "fakeProfiles.report", userId);
  const { db, clock } = services;
  const row = await ownFakeProfile(db, userId, id);
  if (row.status === "not_me" || row.status === "own_account") throw new AppError("NOT_FOUND");
  if (row.status === "reported") return { id: row.id, status: row.status, requestId: null, caseLeakId: row.leakId };
  // Nothing is filed, nor prepared, in her name before the gate is open.
  const gate = await mayActFor({ db, creatorId: userId, agencyId: actingAgencyOf(actor, userId) });
  if (!gate.allowed) throw new AppError("AUTHORISATION_REQUIRED", undefined, { missing: gate.missing });
  const desk = directory.deskOf(row.siteId);
  if (!desk?.agentAccepted) {
    await db.update(fakeProfiles).set({ status: "self_report" }).where(eq(fakeProfiles.id, row.id));
    return { id: row.id, status: "self_report", requestId: null, caseLeakId: null };
  }
  // Her whitelist and her official accounts are never filed against, as for any leak.
  if (isProtected(row.url, await protectedPrefixes(db, userId))) throw new AppError("NOTHING_TO_FILE", undefined, { skipped: [{ leakId: row.id, reason: "whitelisted" }] });
  const best = [...row.evidence.pictures].sort((a, b) => a.distance - b.distance)[0];
  const now = clock.now();
  // The case: a page already kept as a leak at this address (a scan may have found the profile by her
  // name) becomes the profile's case; its notices, if any, stay where they are.
  const [caseLeak] = await db
    .insert(leaks)
    .values({
      userId,
      url: row.url,
      siteId: row.siteId,
      siteName: row.siteName,
      category: "social",
      title: `@${row.handle}`,
      kind: "profile",
      quality: best?.quality ?? "good",
      matchedReferenceId: best?.referenceId ?? null,
      distance: best?.distance ?? null,
      evidence: caseEvidence(row),
      thumbnailKey: row.thumbnailKey,
      firstSeenAt: row.firstSeenAt,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({ target: [leaks.userId, leaks.url], set: { kind: "profile", evidence: caseEvidence(row), title: `@${row.handle}`, lastSeenAt: sql`excluded.last_seen_at` } })
    .returning({ id: leaks.id });
  const answer = await requestRemoval({ services, actor, ownerId: userId, leakIds: [caseLeak.id] }).catch((error: unknown) => {
    // Already filed (the same address was requested before): the case exists, and it runs. Anything
    // else (her whitelist covers the address) is refused as the removal request refuses it.
    const skipped = error instanceof AppError && error.code === "NOTHING_TO_FILE" ? (error.details?.skipped as Array<{ reason: string }> | undefined) : undefined;
    if (skipped?.every((entry) => entry.reason === "already_filed")) return null;
    throw error;
  });
  await db.update(fakeProfiles).set({ status: "reported", leakId: caseLeak.id }).where(eq(fakeProfiles.id, row.id));
  return { id: row.id, status: "reported", requestId: answer?.requestId ?? null, caseLeakId: caseLeak.id };
}
