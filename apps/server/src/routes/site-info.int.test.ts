import { siteInfoRoutes as routes } from "@unleak/contracts";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

const operatorEnv = {
  OPERATOR_NAME: "Quill Protect GmbH",
  OPERATOR_ADDRESS: "Beispielstraße 1, 10115 Berlin",
  OPERATOR_EMAIL: "legal@quill.example",
  OPERATOR_PHONE: "+49 30 1234567",
  OPERATOR_REGISTER: "Amtsgericht Charlottenburg, HRB 000000",
  OPERATOR_VAT_ID: "DE000000000",
  OPERATOR_REPRESENTATIVE: "Nova Quill",
  OPERATOR_DPO_EMAIL: "privacy@quill.example",
  DELETION_GRACE_DAYS: "21",
  EXPORT_LINK_TTL_HOURS: "48",
  AFFILIATE_COOKIE_DAYS: "45",
  IDENTITY_DOCUMENT_RETENTION_DAYS: "60",
  TAKEDOWN_HOST_AFTER_DAYS: "12",
  SMTP_URL: "smtps://mailer:secret-password@smtp.relay.example:465",
};

describe.each(kinds)("the site's facts on $kind", ({ create }) => {
  let database: TestDatabase;
  let bare: TestServer;
  let configured: TestServer;

  beforeAll(async () => {
    database = await create();
    bare = await startTestServer(database);
    configured = await startTestServer(database, operatorEnv);
  });
  afterAll(async () => {
    await configured?.stop();
    await bare?.stop();
    await database?.dispose();
  });

  it("answers null operator details and the defaults when nothing is configured, to a visitor", async () => {
    const info = await answerOf(routes.get, await bare.browser().request("/api/site-info"), 200);
    expect(Object.values(info.operator)).toEqual(Array(8).fill(null));
    expect(info.retention).toEqual({ identityDocumentDays: 30, unfinishedVideoUploadHours: 24, deletionGraceDays: 14, exportLinkHours: 24, referralCookieDays: 30 });
    expect(info.limits).toEqual({ visitorScansPerDay: 3, billingGraceDays: 7 });
    expect(info.escalation).toEqual({ reminderAfterBusinessDays: 5, hostAfterDays: 10, registrarAfterBusinessDays: 5, handOverAfterBusinessDays: 5 });
    expect(info.processors.mail).toEqual({ delivery: "outbox", host: null });
    expect(info.processors.payment).toEqual({ provider: "stripe", sandbox: true });
    expect(info.processors.sms).toBeNull();
    expect(info.sandbox).toBe(true);
  });

  it("answers the operator's details, the configured periods and the mail relay's host without its credentials", async () => {
    const response = await configured.browser().request("/api/site-info");
    const text = await response.clone().text();
    const info = await answerOf(routes.get, response, 200);
    expect(info.operator).toEqual({
      name: operatorEnv.OPERATOR_NAME,
      address: operatorEnv.OPERATOR_ADDRESS,
      email: operatorEnv.OPERATOR_EMAIL,
      phone: operatorEnv.OPERATOR_PHONE,
      register: operatorEnv.OPERATOR_REGISTER,
      vatId: operatorEnv.OPERATOR_VAT_ID,
      representative: operatorEnv.OPERATOR_REPRESENTATIVE,
      dpoEmail: operatorEnv.OPERATOR_DPO_EMAIL,
    });
    expect(info.retention).toMatchObject({ identityDocumentDays: 60, deletionGraceDays: 21, exportLinkHours: 48, referralCookieDays: 45 });
    expect(info.escalation.hostAfterDays).toBe(12);
    expect(info.processors.mail).toEqual({ delivery: "smtp", host: "smtp.relay.example" });
    expect(text).not.toContain("secret-password");
    expect(text).not.toContain("mailer:");
  });
});
