// What the creator hears of her cases (issue 13): a notification always, and an e-mail unless she
// turned the takedown e-mails off, in her language, when content is removed (confirmed by two
// checks) or when a case needs her: a counter-notice waits for her decision, or the notices had no
// effect and the case was handed over for a lawyer; and when removed content came back (a child case).
import { type Database, leaks, profiles, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import { createNotification } from "../notifications/notifications";
import type { TakedownServices } from "./takedown-services";

export type CaseNews = "removed" | "counterNotice" | "handedOver" | "reuploaded";

type LeakFacts = Pick<typeof leaks.$inferSelect, "id" | "userId" | "siteName" | "url">;

export async function tellCreator({ db, alerts }: { db: Database; alerts?: TakedownServices["alerts"] }, leak: LeakFacts, news: CaseNews): Promise<void> {
  if (!alerts) return;
  const [owner] = await db
    .select({ email: user.email, language: profiles.language, emails: profiles.takedownEmails })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, leak.userId));
  if (!owner) return;
  const t = alerts.translatorFor(owner.language);
  const values = { site: leak.siteName, page: leak.url, url: alerts.leakUrl(leak.id) };
  await createNotification({ db, userId: leak.userId, title: t(`mail:${news}.title`), message: t(`mail:${news}.message`, values) });
  if (owner.emails === false) return;
  await alerts.mailer.send({ to: owner.email, subject: t(`mail:${news}.subject`, values), text: t(`mail:${news}.text`, values) });
}
