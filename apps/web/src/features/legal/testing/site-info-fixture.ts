// A site-info answer for the legal pages' tests: nothing about the operator configured, the defaults.
import type { OperatorDetails, SiteInfo } from "@unleak/contracts";

export const unsetOperator: OperatorDetails = { name: null, address: null, email: null, phone: null, register: null, vatId: null, representative: null, dpoEmail: null };

export function siteInfoWith(changes: Partial<SiteInfo> = {}): SiteInfo {
  return {
    operator: unsetOperator,
    retention: { identityDocumentDays: 30, unfinishedVideoUploadHours: 24, deletionGraceDays: 14, exportLinkHours: 24, referralCookieDays: 30 },
    limits: { visitorScansPerDay: 3, billingGraceDays: 7 },
    escalation: { reminderAfterBusinessDays: 5, hostAfterDays: 10, registrarAfterBusinessDays: 5, handOverAfterBusinessDays: 5 },
    processors: { mail: { delivery: "outbox", host: null }, payment: { provider: "stripe", sandbox: true }, sms: null, storage: { kind: "local-encrypted" }, captcha: "altcha", googleSignIn: false },
    sandbox: true,
    ...changes,
  };
}
