// The public facts the legal pages print (issue 19): the operator's details as configured (null
// where unset, so the pages warn instead of inventing them), the retention periods and limits the
// configuration sets, and the processors actually in use.
import { z } from "zod";
import { defineRoute, json } from "./route";

const detail = z.string().nullable();

export const operatorDetailsSchema = z
  .object({
    name: detail,
    address: detail,
    email: detail,
    phone: detail,
    register: detail.meta({ description: "Register entries, free text" }),
    vatId: detail,
    representative: detail,
    dpoEmail: detail.meta({ description: "The data protection officer's address" }),
  })
  .meta({ id: "OperatorDetails" });
export type OperatorDetails = z.infer<typeof operatorDetailsSchema>;

/** The operator's details every legal page needs; the configuration key of each. */
export const requiredOperatorDetails = { name: "OPERATOR_NAME", address: "OPERATOR_ADDRESS", email: "OPERATOR_EMAIL" } as const satisfies Partial<Record<keyof OperatorDetails, string>>;

export const siteInfoSchema = z
  .object({
    operator: operatorDetailsSchema,
    retention: z.object({
      identityDocumentDays: z.number().int().meta({ description: "Days after the decision until ID pictures and selfie are deleted" }),
      unfinishedVideoUploadHours: z.number().int().meta({ description: "Hours without a byte until an unfinished video upload is deleted" }),
      deletionGraceDays: z.number().int().meta({ description: "Days until a requested account deletion is carried out" }),
      exportLinkHours: z.number().int().meta({ description: "Hours a data export's download link is valid" }),
      referralCookieDays: z.number().int().meta({ description: "Days the affiliate programme's referral cookie lasts" }),
    }),
    limits: z.object({
      visitorScansPerDay: z.number().int(),
      billingGraceDays: z.number().int().meta({ description: "Days a plan is kept after a failed renewal" }),
    }),
    escalation: z
      .object({
        reminderAfterBusinessDays: z.number().int(),
        hostAfterDays: z.number().int(),
        registrarAfterBusinessDays: z.number().int(),
        handOverAfterBusinessDays: z.number().int(),
      })
      .meta({ description: "When each escalation wave of an unanswered notice is due" }),
    processors: z.object({
      mail: z.object({ delivery: z.enum(["smtp", "outbox"]), host: z.string().nullable().meta({ description: "The SMTP relay's host name" }) }),
      payment: z.object({ provider: z.literal("stripe"), sandbox: z.boolean().meta({ description: "Test mode: the sandbox's provider or a test key" }) }).nullable(),
      sms: z.object({ provider: z.literal("twilio") }).nullable(),
      storage: z.object({ kind: z.literal("local-encrypted") }),
      captcha: z.enum(["altcha", "turnstile", "recaptcha"]),
      googleSignIn: z.boolean(),
    }),
    sandbox: z.boolean(),
  })
  .meta({ id: "SiteInfo" });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteInfoRoutes = {
  get: defineRoute({
    method: "get",
    path: "/site-info",
    access: "public",
    summary: "The operator's details, retention periods and processors the legal pages print",
    tags: ["Site"],
    responses: { 200: json(siteInfoSchema, "The site's facts") },
  }),
};
