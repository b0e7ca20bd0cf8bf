// The privacy jobs (issue 19): one builds each asked-for data export; a sweep every ten minutes
// deletes expired exports' files and erases the accounts whose deletion grace period ended, both
// by the core clock.
import { dataExportJob, privacySweepJob, type Queue } from "@unleak/jobs";
import { buildDataExport, expireDataExports } from "./data-export";
import { eraseDueAccounts } from "./erase-account";
import type { PrivacyServices } from "./privacy-services";

export const PRIVACY_SWEEP_CRON = "*/10 * * * *";

/** One pass of the sweep: answers how many exports expired and accounts were erased. */
export async function sweepPrivacy({ db, storage, clock }: Pick<PrivacyServices, "db" | "storage" | "clock">): Promise<{ expired: number; erased: number }> {
  const now = clock.now();
  return { expired: await expireDataExports({ db, storage, now }), erased: await eraseDueAccounts({ db, storage, now }) };
}

export async function workPrivacy({ queue, services }: { queue: Queue; services: PrivacyServices }): Promise<void> {
  await queue.work(dataExportJob, async ({ exportId }) => buildDataExport(services, exportId));
  await queue.work(privacySweepJob, async () => void (await sweepPrivacy(services)));
  await queue.schedule(privacySweepJob, PRIVACY_SWEEP_CRON, { tick: true });
}
