// What administrators read: the mail outbox (verification and reset links, SMS codes), which is
// why nobody else may; the admin panel's overview (the counts of its sidebar) and the audit log of
// every administrator action (issue 16).
import { z } from "zod";
import { defineRoute, json } from "./route";
import { safeText } from "./safe-input";
import { adminActions, mailChannels, mailModes, mailStatuses } from "./words";

export const outboxMailSchema = z
  .object({
    id: z.uuid(),
    channel: z.enum(mailChannels).meta({ description: "An e-mail, or a text message (then `to` is a phone number and `subject` is empty)" }),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.enum(mailStatuses),
    createdAt: z.string().meta({ description: "ISO time" }),
    sentAt: z.string().nullable(),
    error: z.string().nullable(),
    attachments: z
      .array(z.object({ filename: z.string(), contentType: z.string(), bytes: z.number().int() }))
      .meta({ description: "The files sent with the mail (a calendar invitation ...), without their content" }),
  })
  .meta({ id: "OutboxMail" });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSchema = z.object({ mode: z.enum(mailModes), mails: z.array(outboxMailSchema) }).meta({ id: "Outbox" });
export type Outbox = z.infer<typeof outboxSchema>;

export const adminAuditEntrySchema = z
  .object({
    id: z.uuid(),
    actorId: z.string(),
    actorEmail: z.string(),
    action: z.enum(adminActions),
    targetUserId: z.string().nullable(),
    targetEmail: z.string().nullable().meta({ description: "The target's e-mail when the action was taken" }),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).meta({ description: "What changed, e.g. `{ from, to }` of a tier" }),
    createdAt: z.string().meta({ description: "ISO time" }),
  })
  .meta({ id: "AdminAuditEntry" });
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditPageSchema = z
  .object({ entries: z.array(adminAuditEntrySchema), nextOffset: z.number().int().nullable().meta({ description: "The offset of the next (older) page; null on the last" }) })
  .meta({ id: "AdminAuditPage" });
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

export const adminAuditQuerySchema = z
  .object({
    q: safeText().trim().max(200).optional().meta({ description: "Part of an e-mail (actor or target), an action or a reason" }),
    action: z.enum(adminActions).optional(),
    userId: safeText().max(100).optional().meta({ description: "Only the actions on this user" }),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .strict();
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

/** What waits for an administrator: the counts beside the admin panel's sections. */
export const adminOverviewSchema = z
  .object({
    reviews: z.object({
      identity: z.number().int().meta({ description: "Identity verifications waiting for a decision" }),
      appeals: z.number().int().meta({ description: "Appeals of suspensions waiting for an answer" }),
      agencies: z.number().int().meta({ description: "Agency applications waiting for a decision (issue 17)" }),
      partners: z.number().int().meta({ description: "Partner programme applications waiting for a decision (issue 19)" }),
      payouts: z.number().int().meta({ description: "Affiliate payout requests waiting for approval or payment (issue 19)" }),
    }),
  })
  .meta({ id: "AdminOverview" });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const adminRoutes = {
  overview: defineRoute({
    method: "get",
    path: "/admin/overview",
    access: "admin",
    summary: "What waits for an administrator, counted for the admin panel's sidebar",
    tags: ["Admin"],
    responses: { 200: json(adminOverviewSchema, "The counts") },
  }),
  auditLog: defineRoute({
    method: "get",
    path: "/admin/audit-log",
    access: "admin",
    summary: "Every administrator action, newest first, searchable",
    tags: ["Admin"],
    request: { query: adminAuditQuerySchema },
    responses: { 200: json(adminAuditPageSchema, "Fifty entries and the offset of the next page") },
  }),
  outbox: defineRoute({
    method: "get",
    path: "/admin/outbox",
    access: "admin",
    summary: "The newest hundred messages the product wrote",
    tags: ["Admin"],
    responses: { 200: json(outboxSchema, "The outbox, newest first") },
  }),
};
