// The creator hears of her cases (issue 13): a notification always, an e-mail unless she turned the
// takedown e-mails off, in her language; nothing for an account that is gone.
import { leaks, mailOutbox, notifications, profiles } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import { seedCreator } from "../testing/seed";
import { tellCreator } from "./tell-creator";

// The texts themselves are packages/i18n's (checked there); this one shows the key, language and values used.
const translatorFor: TranslatorFor = (language) => (key, values) => `${language ?? "default"}|${key}|${JSON.stringify(values ?? {})}`;
const kinds = await testDatabaseKinds();

describe.each(kinds)("telling the creator on $kind", ({ kind, create }) => {
  let database: TestDatabase;
  const userId = `told-${kind}`;

  beforeAll(async () => {
    database = await create();
    await seedCreator(database.handle.db, { id: userId, email: `${userId}@example.test`, language: "fr" });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("notifies and e-mails her of a counter-notice, then only notifies once she turned the e-mails off", async () => {
    const { db } = database.handle;
    const [leak] = await db
      .insert(leaks)
      .values({ userId, url: "http://flixdrop.localhost/v/1", siteId: "flixdrop", siteName: "Flixdrop", category: "tube", title: "t", kind: "picture", quality: "exact", evidence: { url: "", title: "", fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    const mailer = createMailer({ db, from: "Unleak <no-reply@example.test>", log: () => undefined });
    const alerts = { mailer, translatorFor, leakUrl: (id: string) => `https://unleak.test/leaks/${id}` };

    await tellCreator({ db, alerts }, leak!, "counterNotice");
    const values = JSON.stringify({ site: "Flixdrop", page: leak!.url, url: `https://unleak.test/leaks/${leak!.id}` });
    expect(await db.select({ title: notifications.title, message: notifications.message }).from(notifications).where(eq(notifications.userId, userId))).toEqual([
      { title: "fr|mail:counterNotice.title|{}", message: `fr|mail:counterNotice.message|${values}` },
    ]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, `${userId}@example.test`));
    expect(mails.map((mail) => [mail.subject, mail.text])).toEqual([[`fr|mail:counterNotice.subject|${values}`, `fr|mail:counterNotice.text|${values}`]]);

    await db.update(profiles).set({ takedownEmails: false }).where(eq(profiles.id, userId));
    await tellCreator({ db, alerts }, leak!, "handedOver");
    expect((await db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.title)).toContain("fr|mail:handedOver.title|{}");
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, `${userId}@example.test`))).toHaveLength(1);
  });
});
