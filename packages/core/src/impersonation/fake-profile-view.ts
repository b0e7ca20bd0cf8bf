// A fake profile row as the API shows it: its reasons and evidence as kept, the matched picture as a
// short-lived link, the platform's channel, and the takedown case's status once reported.
import type { FakeProfile, LeakStatus } from "@unleak/contracts";
import type { fakeProfiles } from "@unleak/db";
import type { FileStorage } from "../storage/file-storage";
import type { ImpersonationDirectory } from "./impersonation-directory";

export type FakeProfileRow = typeof fakeProfiles.$inferSelect;

/** At or above this score a profile is high risk: she is told of it, and the list's "high" filter shows it. */
export { REPORT_THRESHOLD } from "@unleak/scanner/impersonation/index";

export function fakeProfileView(row: FakeProfileRow, { storage, directory, caseStatus }: { storage: FileStorage; directory: ImpersonationDirectory; caseStatus: LeakStatus | null }): FakeProfile {
  const desk = directory.deskOf(row.siteId);
  return {
    id: row.id,
    url: row.url,
    siteId: row.siteId,
    siteName: row.siteName,
    handle: row.handle,
    displayName: row.displayName,
    bio: row.bio,
    links: row.links,
    score: row.score,
    reasons: row.reasons,
    status: row.status,
    caseLeakId: row.leakId,
    caseStatus,
    channel: desk ? { agentAccepted: desk.agentAccepted, selfReportUrl: desk.agentAccepted ? null : (desk.formUrl ?? null), requiresId: desk.requiresId } : null,
    thumbnailUrl: row.thumbnailKey ? storage.signedUrl("evidence", row.thumbnailKey) : null,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  };
}
