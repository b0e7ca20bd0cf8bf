// Reference media: the creator's own pictures (and frames of her videos) that scans match against,
// the plan's quota for them, their upload (multipart, each file kept or refused on its own) and
// their deletion.
import { z } from "zod";
import { defineRoute, empty, errorResponseSchema, json, multipartBody } from "./route";
import { idSchema } from "./safe-input";
import { errorCodes, referenceKinds, referenceWeaknesses, subscriptionTiers } from "./words";

export const referenceSchema = z
  .object({
    id: z.string(),
    kind: z.enum(referenceKinds),
    /** One upload: a picture, or a video and all its frames. */
    uploadId: z.string(),
    sourceName: z.string().nullable(),
    width: z.number().int(),
    height: z.number().int(),
    pdqQuality: z.number().int(),
    /** Matched less well (ADR 020): too dark or flat, matched through a normalised view; or too uniform to match at all. */
    weak: z.boolean(),
    weakReason: z.enum(referenceWeaknesses).nullable(),
    url: z.string().meta({ description: "A signed URL, valid 5 minutes" }),
    createdAt: z.string(),
  })
  .meta({ id: "Reference" });
export type Reference = z.infer<typeof referenceSchema>;

const usage = z.object({ used: z.number().int(), limit: z.number().int() });
export const referenceQuotaSchema = z.object({ tier: z.enum(subscriptionTiers), uploads: usage, bytes: usage }).meta({ id: "ReferenceQuota" });
export type ReferenceQuota = z.infer<typeof referenceQuotaSchema>;

export const referenceListSchema = z.object({ references: z.array(referenceSchema), quota: referenceQuotaSchema });
export type ReferenceList = z.infer<typeof referenceListSchema>;

/** A file of an upload that was refused, with the translated reason (the error answer's fields). */
export const rejectedFileSchema = z.object({ fileName: z.string(), code: z.enum(errorCodes), message: z.string(), details: z.record(z.string(), z.unknown()).optional() });
export type RejectedFile = z.infer<typeof rejectedFileSchema>;

export const referenceUploadSchema = z.object({ references: z.array(referenceSchema), rejected: z.array(rejectedFileSchema) }).meta({ id: "ReferenceUpload" });
export type ReferenceUpload = z.infer<typeof referenceUploadSchema>;

const tags = ["References"];

export const referenceRoutes = {
  upload: defineRoute({
    method: "post",
    path: "/references",
    access: "signed-in",
    summary: "Add reference pictures or videos",
    description:
      "Each `file` is tried on its own: the good ones are kept, each bad one is listed in `rejected` with its reason. When none is kept, the first reason is the answer's error, and `details.rejected` lists them all.",
    tags,
    request: { body: multipartBody({ file: { type: "array", items: { type: "string", format: "binary" }, description: "One or more pictures or videos" } }) },
    responses: {
      201: json(referenceUploadSchema, "The references kept and the files refused"),
      413: json(errorResponseSchema, "No file kept: the first was too large"),
      415: json(errorResponseSchema, "No file kept: the first is no supported picture or video"),
    },
  }),
  list: defineRoute({
    method: "get",
    path: "/references",
    access: "signed-in",
    summary: "The caller's references, newest first, and the plan's quota",
    tags,
    responses: { 200: json(referenceListSchema, "The references and the quota") },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/references/{id}",
    access: "signed-in",
    summary: "Delete a reference and its file",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 204: empty("Deleted") },
  }),
};
