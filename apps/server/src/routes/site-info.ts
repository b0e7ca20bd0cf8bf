// The public facts of the legal pages (issue 19), read from the configuration only: the operator's
// details, the retention periods and limits it sets, and which processors it has switched on.
import { siteInfoRoutes as contract, type SiteInfo } from "@unleak/contracts";
import { VISITOR_SCANS_PER_DAY } from "@unleak/core";
import type { Config } from "../config";
import { contractRouter, route } from "../http/contract-router";

/** The SMTP relay's host name, never its credentials. */
function smtpHost(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  try {
    return new URL(smtpUrl).hostname || null;
  } catch {
    return null;
  }
}

export function siteInfoOf(config: Config): SiteInfo {
  const host = smtpHost(config.smtpUrl);
  const stripeKey = config.billing.secretKey;
  const { escalation } = config.takedowns;
  return {
    operator: config.operator,
    retention: {
      identityDocumentDays: config.identityDocumentRetentionDays,
      unfinishedVideoUploadHours: config.videoUploadExpiryHours,
      deletionGraceDays: config.deletionGraceDays,
      exportLinkHours: config.exportLinkTtlHours,
      referralCookieDays: config.affiliateCookieDays,
    },
    limits: { visitorScansPerDay: VISITOR_SCANS_PER_DAY, billingGraceDays: config.billing.graceDays },
    escalation: {
      reminderAfterBusinessDays: escalation.reminderAfterBusinessDays,
      hostAfterDays: escalation.hostAfterDaysFromFirstNotice,
      registrarAfterBusinessDays: escalation.registrarAfterBusinessDays,
      handOverAfterBusinessDays: escalation.handOverAfterBusinessDays,
    },
    processors: {
      mail: config.smtpUrl ? { delivery: "smtp", host } : { delivery: "outbox", host: null },
      // Outside the sandbox, payments need a key; in it, the sandbox's provider plays Stripe.
      payment: config.sandbox.enabled || stripeKey ? { provider: "stripe", sandbox: config.sandbox.enabled || !!stripeKey?.startsWith("sk_test_") } : null,
      sms: config.twilio ? { provider: "twilio" } : null,
      storage: { kind: "local-encrypted" },
      captcha: config.captcha.provider,
      googleSignIn: config.google !== null,
    },
    sandbox: config.sandbox.enabled,
  };
}

export const siteInfoRoutes = contractRouter().openapi(route(contract.get), (c) => c.json(siteInfoOf(c.get("services").config), 200));
