// The partner programme (issue 19): agencies, studios and platforms apply at /partners (visitors
// too, behind the bot check); administrators approve or reject with a note, and the applicant is
// mailed the decision in the application's language.
import { z } from "zod";
import { websiteSchema } from "./agencies";
import { defineRoute, errorResponseSchema, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { partnerApplicationStatuses, partnerKinds } from "./words";

export const PARTNER_NAME_MAX = 120;
export const PARTNER_MESSAGE_MAX = 3000;
export const PARTNER_NOTE_MAX = 2000;

const isoTime = z.string().meta({ description: "ISO time" });

/** What /partners sends. */
export const partnerApplicationBodySchema = z
  .object({
    organisation: safeText().trim().min(1).max(PARTNER_NAME_MAX),
    kind: z.enum(partnerKinds),
    contactName: safeText().trim().min(1).max(PARTNER_NAME_MAX),
    email: z.string().trim().pipe(z.email().max(254)),
    website: websiteSchema.optional(),
    message: safeText().trim().min(1).max(PARTNER_MESSAGE_MAX),
  })
  .strict();
export type PartnerApplicationBody = z.input<typeof partnerApplicationBodySchema>;

export const partnerApplicationReceivedSchema = z
  .object({ id: z.uuid(), status: z.enum(partnerApplicationStatuses), email: z.string() })
  .meta({ id: "PartnerApplicationReceived" });
export type PartnerApplicationReceived = z.infer<typeof partnerApplicationReceivedSchema>;

export const adminPartnerApplicationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(partnerApplicationStatuses),
    organisation: z.string(),
    kind: z.enum(partnerKinds),
    contactName: z.string(),
    email: z.string(),
    website: z.string().nullable(),
    message: z.string(),
    language: z.string(),
    signedIn: z.boolean().meta({ description: "Sent by a signed-in user (not a visitor)" }),
    createdAt: isoTime,
    decisionNote: z.string().nullable(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: "AdminPartnerApplication" });
export type AdminPartnerApplication = z.infer<typeof adminPartnerApplicationSchema>;

export const partnerApplicationQueueSchema = z.object({ applications: z.array(adminPartnerApplicationSchema) }).meta({ id: "PartnerApplicationQueue" });
export type PartnerApplicationQueue = z.infer<typeof partnerApplicationQueueSchema>;
export const partnerQueueQuerySchema = z.object({ status: z.enum(partnerApplicationStatuses).default("pending") }).strict();

export const partnerDecisions = ["approve", "reject"] as const;
export type PartnerDecision = (typeof partnerDecisions)[number];
export const partnerDecisionBodySchema = z
  .object({ decision: z.enum(partnerDecisions), note: safeText().trim().max(PARTNER_NOTE_MAX).optional().meta({ description: "The applicant reads it in the e-mail" }) })
  .strict();
export type PartnerDecisionBody = z.input<typeof partnerDecisionBodySchema>;

const tags = ["Partners"];

export const partnerRoutes = {
  apply: defineRoute({
    method: "post",
    path: "/partner-applications",
    access: "public",
    summary: "Apply to the partner programme; the applicant is mailed a confirmation",
    description: "Needs a solved bot check in the X-Captcha header (403 CAPTCHA_FAILED), a few a day per address (429 RATE_LIMITED).",
    tags,
    request: { body: jsonBody(partnerApplicationBodySchema) },
    responses: { 201: json(partnerApplicationReceivedSchema, "Received: pending until an administrator decides") },
  }),
  queue: defineRoute({
    method: "get",
    path: "/admin/partner-applications",
    access: "admin",
    summary: "Partner applications: pending ones oldest first, or decided ones newest first",
    tags: ["Admin"],
    request: { query: partnerQueueQuerySchema },
    responses: { 200: json(partnerApplicationQueueSchema, "The applications") },
  }),
  decide: defineRoute({
    method: "post",
    path: "/admin/partner-applications/{id}/decision",
    access: "admin",
    summary: "Approve or reject a partner application and mail the applicant",
    tags: ["Admin"],
    request: { params: z.object({ id: idSchema }), body: jsonBody(partnerDecisionBodySchema) },
    responses: { 200: json(adminPartnerApplicationSchema, "The decided application"), 409: json(errorResponseSchema, "Already decided") },
  }),
};
