// The alert a monitoring scan sends when it found leaks not seen before: a notification and an
// e-mail, in the language the creator last used the app in. A scan the creator started shows its
// results on screen, so only monitoring scans alert.
import { type Database, profiles, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import { newLeaksByEvidence } from "../leaks/new-leaks-by-evidence";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import { createNotification } from "../notifications/notifications";

export interface NewLeaksAlerts {
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** Where the mail sends the creator (the app's dashboard). */
  dashboardUrl: string;
}

/** `scanId` names the monitoring scan that found them; without one, the shared crawl's leaks first seen since `since` (issue 20). */
export async function alertNewLeaks({ db, alerts, userId, scanId, since, count }: { db: Database; alerts: NewLeaksAlerts; userId: string; count: number } & ({ scanId: string; since?: never } | { scanId?: never; since: Date })): Promise<void> {
  const [owner] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  if (!owner) return; // the account was deleted while its scan ran
  const t = alerts.translatorFor(owner.language);
  await createNotification({ db, userId, title: t("mail:newLeaks.title"), message: t("mail:newLeaks.message", { count }) });
  // Pictures and name mentions apart: a page that only names her is not called a copy (ADR 017).
  const found = await newLeaksByEvidence(scanId ? { db, scanId } : { db, userId, since: since! });
  const evidence = { pictures: t("mail:newLeaks.pictures", { count: found.pictures }), names: t("mail:newLeaks.names", { count: found.names }) };
  await alerts.mailer.send({ to: owner.email, subject: t("mail:newLeaks.subject", { count }), text: t("mail:newLeaks.text", { count, ...evidence, url: alerts.dashboardUrl }) });
}
