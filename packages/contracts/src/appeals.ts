// Appeals of suspensions (spec §2.3, issue 16): a suspended user sends the account e-mail, an
// explanation and up to three files of evidence from the suspension screen and reads the answer
// there; administrators read the queue and lift or keep the ban, with an answer the user is mailed.
import { z } from "zod";
import { defineRoute, errorResponseSchema, json, jsonBody, multipartBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { appealStatuses } from "./words";

export const APPEAL_EXPLANATION_MAX = 5000;
export const APPEAL_RESPONSE_MAX = 2000;
export const APPEAL_EVIDENCE_FILES_MAX = 3;
export const APPEAL_EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;

/** What evidence may be: pictures and PDFs, known by their first bytes on the server. */
export const appealEvidenceTypes = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type AppealEvidenceType = (typeof appealEvidenceTypes)[number];

/** An administrator's answer to an appeal: the ban ends, or it stays. */
export const appealDecisions = ["lift", "keep"] as const;
export type AppealDecision = (typeof appealDecisions)[number];

/** The text fields of the multipart submission (the files come as `evidence`, checked by their content). */
export const appealFieldsSchema = z
  .object({
    email: z.string().trim().pipe(z.email().max(254)),
    explanation: safeText().trim().min(1).max(APPEAL_EXPLANATION_MAX),
  })
  .strict();
export type AppealFields = z.infer<typeof appealFieldsSchema>;

const isoTime = z.string().meta({ description: "ISO time" });

export const appealEvidenceFileSchema = z.object({
  name: z.string().meta({ description: "The file's name as sent (cleaned)" }),
  contentType: z.enum(appealEvidenceTypes).meta({ description: "Read from the file's content, not from what the browser declared" }),
  bytes: z.number().int(),
});

/** The user's own view of their appeal. */
export const myAppealSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(appealStatuses),
    email: z.string(),
    explanation: z.string(),
    evidence: z.array(appealEvidenceFileSchema),
    createdAt: isoTime,
    response: z.string().nullable().meta({ description: "The administrator's answer, once decided" }),
    decidedAt: z.string().nullable().meta({ description: "ISO time of the decision" }),
  })
  .meta({ id: "MyAppeal" });
export type MyAppeal = z.infer<typeof myAppealSchema>;

export const myAppealAnswerSchema = z.object({ appeal: myAppealSchema.nullable().meta({ description: "The latest appeal, null when there is none" }) }).meta({ id: "MyAppealAnswer" });
export type MyAppealAnswer = z.infer<typeof myAppealAnswerSchema>;

/** One appeal as administrators read it: who, about which ban, why, the evidence, and the decision once taken. */
export const adminAppealSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(appealStatuses),
    user: z.object({ id: z.string(), email: z.string().meta({ description: "The account's e-mail" }) }),
    contactEmail: z.string().meta({ description: "The e-mail the user gave in the appeal" }),
    explanation: z.string(),
    ban: z
      .object({ id: z.uuid(), reason: z.string().nullable(), bannedAt: isoTime, adminNotes: z.string().nullable(), active: z.boolean() })
      .nullable()
      .meta({ description: "The suspension appealed; null when the appeal names none" }),
    evidence: z.array(appealEvidenceFileSchema.extend({ url: z.string().meta({ description: "A signed link to the file, valid for 5 minutes" }) })),
    createdAt: isoTime,
    response: z.string().nullable(),
    decidedBy: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: "AdminAppeal" });
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

export const appealQueueSchema = z.object({ appeals: z.array(adminAppealSchema) }).meta({ id: "AppealQueue" });
export type AppealQueue = z.infer<typeof appealQueueSchema>;

export const appealQueueQuerySchema = z.object({ status: z.enum(appealStatuses).default("open") }).strict();

export const appealDecisionBodySchema = z
  .object({ decision: z.enum(appealDecisions), response: safeText().trim().min(1).max(APPEAL_RESPONSE_MAX).meta({ description: "The answer the user reads in the e-mail" }) })
  .strict();
export type AppealDecisionBody = z.infer<typeof appealDecisionBodySchema>;

export const appealDecisionSchema = z
  .object({ id: z.uuid(), status: z.enum(appealStatuses), response: z.string(), decidedAt: isoTime })
  .meta({ id: "AppealDecision" });
export type AppealDecisionResult = z.infer<typeof appealDecisionSchema>;

const tags = ["Appeals"];
const submitBody = multipartBody({
  email: { type: "string", description: "The account's e-mail (editable)" },
  explanation: { type: "string", description: `Why the suspension should be lifted, at most ${APPEAL_EXPLANATION_MAX} characters` },
  evidence: { type: "array", items: { type: "string", format: "binary" }, description: `Up to ${APPEAL_EVIDENCE_FILES_MAX} JPEG, PNG, WebP pictures or PDFs, ${APPEAL_EVIDENCE_MAX_BYTES / 1024 / 1024} MB each` },
});
submitBody.content["multipart/form-data"].schema.required = ["email", "explanation"];

export const appealRoutes = {
  submit: defineRoute({
    method: "post",
    path: "/appeals",
    access: "signed-in",
    summary: "Appeal the caller's suspension",
    description: "Only a suspended account (409 NOT_SUSPENDED otherwise), one open appeal at a time (409 APPEAL_OPEN). Files are judged by their content and stored encrypted.",
    tags,
    request: { body: submitBody },
    responses: {
      201: json(myAppealSchema, "Received: open until an administrator answers"),
      409: json(errorResponseSchema, "Not suspended, or an appeal is already open"),
      413: json(errorResponseSchema, "A file is larger than 10 MB; `details.fileName` names it"),
      415: json(errorResponseSchema, "A file is no JPEG, PNG, WebP picture or PDF; `details.fileName` names it"),
    },
  }),
  mine: defineRoute({
    method: "get",
    path: "/appeals/mine",
    access: "signed-in",
    summary: "The caller's latest appeal, with its answer once decided",
    tags,
    responses: { 200: json(myAppealAnswerSchema, "The latest appeal, or null") },
  }),
  queue: defineRoute({
    method: "get",
    path: "/admin/appeals",
    access: "admin",
    summary: "Appeals of suspensions: the open ones oldest first, or the decided ones newest first",
    tags: ["Admin"],
    request: { query: appealQueueQuerySchema },
    responses: { 200: json(appealQueueSchema, "The appeals, with 5-minute links to the evidence") },
  }),
  decide: defineRoute({
    method: "post",
    path: "/admin/appeals/{id}/decision",
    access: "admin",
    summary: "Lifts or keeps the ban an appeal is about, and mails the user the answer",
    description: "Administrators, never on their own appeal (403); a decided appeal answers 409.",
    tags: ["Admin"],
    request: { params: z.object({ id: idSchema }), body: jsonBody(appealDecisionBodySchema) },
    responses: { 200: json(appealDecisionSchema, "The recorded decision"), 409: json(errorResponseSchema, "Already decided") },
  }),
};
