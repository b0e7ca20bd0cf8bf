import { leaks, mailOutbox, notifications } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import { seedCreator, seedFinishedScan } from "../testing/seed";
import { alertNewLeaks } from "./new-leaks-alert";

const kinds = await testDatabaseKinds();

// The texts themselves are packages/i18n's (checked there and by the server's tests); this one
// shows which language and which values the alert asked for.
const translatorFor: TranslatorFor = (language) => (key, values) => `${language ?? "default"}|${key}|${JSON.stringify(values ?? {})}`;

describe.each(kinds)("the new-leaks alert on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.dispose());

  it("notifies and mails the creator in her stored language, pictures and name mentions apart", async () => {
    const { db } = database.handle;
    const userId = await seedCreator(db, { id: "nova", email: "nova@example.test", language: "de" });
    const scan = await seedFinishedScan(db, { userId, kind: "monitoring" });
    const leak = { userId, scanId: scan.id, siteId: "s", siteName: "Site", category: "tube", title: "t", evidence: { url: "", title: "t", fetchedAt: "2026-03-01T09:00:00Z", httpStatus: 200 }, firstSeenAt: new Date("2026-03-01T09:00:30Z") };
    await db.insert(leaks).values([
      { ...leak, url: "https://a.test/1", kind: "picture", quality: "exact" },
      { ...leak, url: "https://a.test/2", kind: "picture", quality: "good" },
      { ...leak, url: "https://a.test/3", kind: "name", quality: "good" },
      // Seen before this scan started: not new, so not counted.
      { ...leak, url: "https://a.test/4", kind: "name", quality: "good", firstSeenAt: new Date("2026-02-01T00:00:00Z") },
    ]);
    const mailer = createMailer({ db, from: "Unleak <no-reply@example.test>", log: () => undefined });

    await alertNewLeaks({ db, alerts: { mailer, translatorFor, dashboardUrl: "https://unleak.test/dashboard" }, userId, scanId: scan.id, count: 3 });

    const [notice] = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(notice).toMatchObject({ title: 'de|mail:newLeaks.title|{}', message: 'de|mail:newLeaks.message|{"count":3}' });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "nova@example.test"));
    expect(mail.subject).toBe('de|mail:newLeaks.subject|{"count":3}');
    expect(mail.text.startsWith("de|mail:newLeaks.text|")).toBe(true);
    const values = JSON.parse(mail.text.slice("de|mail:newLeaks.text|".length));
    expect(values).toMatchObject({ count: 3, url: "https://unleak.test/dashboard" });
    expect(values.pictures).toBe('de|mail:newLeaks.pictures|{"count":2}');
    expect(values.names).toBe('de|mail:newLeaks.names|{"count":1}');
  });

  it("speaks the default language to a creator who never used the app, and alerts nobody for a deleted account", async () => {
    const { db } = database.handle;
    const userId = await seedCreator(db, { id: "mira", email: "mira@example.test" });
    const scan = await seedFinishedScan(db, { userId, kind: "monitoring" });
    const mailer = createMailer({ db, from: "Unleak <no-reply@example.test>", log: () => undefined });
    await alertNewLeaks({ db, alerts: { mailer, translatorFor, dashboardUrl: "x" }, userId, scanId: scan.id, count: 1 });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "mira@example.test"));
    expect(mail.subject.startsWith("default|")).toBe(true);

    await alertNewLeaks({ db, alerts: { mailer, translatorFor, dashboardUrl: "x" }, userId: "gone", scanId: scan.id, count: 1 });
    expect(await db.select().from(notifications).where(eq(notifications.userId, "gone"))).toHaveLength(0);
  });
});
