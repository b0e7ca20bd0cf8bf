// What /settings and /settings/export show (issue 19): the latest export, a scheduled deletion,
// what an erasure would keep and why, and what confirming a deletion asks for.
import type { PrivacyOverview } from "@unleak/contracts";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { deletionView, keptRecordsOf, ownsAgencyAlone, readScheduledDeletion } from "./account-deletion";
import { readLatestExport } from "./data-export";
import type { PrivacyServices } from "./privacy-services";

export async function readPrivacyOverview(
  services: PrivacyServices,
  { actor, ownerId, confirmation }: { actor: SignedInActor; ownerId: string; confirmation: PrivacyOverview["confirmation"] },
): Promise<PrivacyOverview> {
  const { db } = services;
  authorise(actor, "privacy.manage", ownerId);
  const deletion = await readScheduledDeletion(db, ownerId);
  return {
    export: await readLatestExport({ ...services, actor, ownerId }),
    deletion: deletion ? deletionView(deletion) : null,
    kept: await keptRecordsOf(db, ownerId),
    graceDays: services.deletionGraceDays,
    exportLinkTtlHours: services.exportLinkTtlHours,
    confirmation,
    ownsAgency: await ownsAgencyAlone(db, ownerId),
  };
}
