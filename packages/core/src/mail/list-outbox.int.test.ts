// The outbox holds reset links and SMS codes: administrators read it, creators and visitors never.
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { listOutbox } from "./list-outbox";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");

describe.each(kinds)("the outbox on $kind", ({ create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await create();
  });
  afterAll(async () => database?.dispose());

  it("lists the newest mail first to an administrator, with ISO times, and refuses everybody else", async () => {
    const { db } = database.handle;
    const mailer = createMailer({ db, from: "Unleak <no-reply@example.test>", log: () => {} });
    await mailer.send({ to: "first@example.test", subject: "First", text: "one" });
    await mailer.send({ to: "second@example.test", subject: "Second", text: "two" });

    const outbox = await listOutbox({ db, actor: { kind: "admin", userId: "boss" }, mode: mailer.mode });
    expect(outbox.mode).toBe("outbox");
    expect(outbox.mails.map((mail) => mail.to)).toEqual(["second@example.test", "first@example.test"]);
    expect(outbox.mails[0]).toMatchObject({ channel: "email", status: "kept", sentAt: null, error: null, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

    expect(await codeOf(listOutbox({ db, actor: { kind: "creator", userId: "nova" }, mode: mailer.mode }))).toBe("FORBIDDEN");
    expect(await codeOf(listOutbox({ db, actor: { kind: "visitor", visitorKey: null }, mode: mailer.mode }))).toBe("UNAUTHENTICATED");
  });
});
