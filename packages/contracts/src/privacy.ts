// Privacy (issue 19, GDPR): a signed-in user's data export (a ZIP built by a job, downloaded once
// through a short-lived link) and the deletion of their account (scheduled after a grace period,
// cancellable until then, then erased; what the law makes us keep is kept, detached, and listed).
import { z } from "zod";
import { defineRoute, empty, json, jsonBody } from "./route";
import { idSchema } from "./safe-input";
import { accountDeletionStatuses, dataExportStatuses, keptRecordReasons } from "./words";

const tags = ["Privacy"];
const isoTime = z.string().meta({ description: "ISO time" });

/** The one-time download token: 32 random bytes, base64url (43 characters). */
export const exportTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const dataExportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(dataExportStatuses),
    requestedAt: isoTime,
    readyAt: isoTime.nullable(),
    expiresAt: isoTime.nullable().meta({ description: "Until when the download link works (ready exports)" }),
    downloadedAt: isoTime.nullable(),
    sizeBytes: z.number().int().nullable(),
  })
  .meta({ id: "DataExport" });
export type DataExport = z.infer<typeof dataExportSchema>;

export const keptRecordSchema = z
  .object({
    table: z.string(),
    count: z.number().int(),
    reason: z.enum(keptRecordReasons),
  })
  .meta({ id: "KeptRecord" });
export type KeptRecordView = z.infer<typeof keptRecordSchema>;

export const accountDeletionSchema = z
  .object({
    status: z.enum(accountDeletionStatuses),
    requestedAt: isoTime,
    eraseAfter: isoTime.meta({ description: "When the account is erased unless the deletion is cancelled before" }),
  })
  .meta({ id: "AccountDeletion" });
export type AccountDeletionView = z.infer<typeof accountDeletionSchema>;

export const privacyOverviewSchema = z
  .object({
    export: dataExportSchema.nullable().meta({ description: "The latest export, null when none was asked for" }),
    deletion: accountDeletionSchema.nullable().meta({ description: "The scheduled deletion, null when none is" }),
    kept: z.array(keptRecordSchema).meta({ description: "What an erasure now would keep, with the legal reason" }),
    graceDays: z.number().int(),
    exportLinkTtlHours: z.number().int(),
    /** What confirming the deletion asks for. */
    confirmation: z.object({ password: z.boolean(), twoFactor: z.boolean() }),
    /** An agency's owner must hand it over or close it first. */
    ownsAgency: z.boolean(),
  })
  .meta({ id: "PrivacyOverview" });
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

export const deletionRequestSchema = z
  .object({
    password: z.string().max(256).default(""),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional()
      .meta({ description: "The authenticator's code, when two-factor is on" }),
  })
  .strict();
export type DeletionRequest = z.input<typeof deletionRequestSchema>;

export const privacyRoutes = {
  overview: defineRoute({
    method: "get",
    path: "/privacy",
    access: "signed-in",
    summary: "The caller's latest data export, scheduled deletion, and what an erasure would keep",
    tags,
    responses: { 200: json(privacyOverviewSchema, "The overview") },
  }),
  requestExport: defineRoute({
    method: "post",
    path: "/privacy/exports",
    access: "signed-in",
    summary: "Ask for a ZIP of everything the product holds about the caller; mailed as a link when ready",
    description: "409 EXPORT_IN_PROGRESS while one is still being built.",
    tags,
    responses: { 202: json(z.object({ export: dataExportSchema }), "Queued") },
  }),
  exportLink: defineRoute({
    method: "post",
    path: "/privacy/exports/{id}/link",
    access: "signed-in",
    summary: "A fresh one-time download link for the caller's ready export (the mailed one stops working)",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 200: json(z.object({ url: z.string() }), "The download address") },
  }),
  download: defineRoute({
    method: "get",
    path: "/privacy/exports/download",
    access: "signed-in",
    summary: "Download the export once (application/zip, as an attachment); it is deleted afterwards",
    description: "410 EXPORT_LINK_GONE once downloaded or expired. Only the account that asked for it can use the link.",
    tags,
    request: { query: z.object({ token: exportTokenSchema }) },
    responses: { 200: empty("application/zip") },
  }),
  scheduleDeletion: defineRoute({
    method: "post",
    path: "/privacy/deletion",
    access: "signed-in",
    summary: "Schedule the erasure of the caller's account after the grace period; ends every session at once",
    description: "Confirmed with the password (403 PASSWORD_INCORRECT) and, with two-factor on, its code (403 TWO_FACTOR_CODE_INVALID). 409 DELETION_BLOCKED_BY_AGENCY for an agency's owner.",
    tags,
    request: { body: jsonBody(deletionRequestSchema) },
    responses: { 200: json(z.object({ deletion: accountDeletionSchema }), "Scheduled") },
  }),
  cancelDeletion: defineRoute({
    method: "delete",
    path: "/privacy/deletion",
    access: "signed-in",
    summary: "Cancel the caller's scheduled deletion during the grace period",
    tags,
    responses: { 204: empty("Cancelled") },
  }),
};
