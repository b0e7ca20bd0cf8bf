// Reference media: the creator's own pictures (and frames of her videos) that scans match against,
// the plan's quota for them, their upload (multipart, each file kept or refused on its own) and
// their deletion.
import { z } from "zod";
import { defineRoute, empty, errorResponseSchema, json, jsonBody, multipartBody } from "./route";
import { idSchema } from "./safe-input";
import { errorCodes, referenceKinds, referenceVideoStatuses, referenceWeaknesses, subscriptionTiers } from "./words";

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
    /** A frame of a reference video (issue 14): the video, and where in it the frame was taken. */
    videoId: z.string().nullable(),
    timeMs: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Reference" });
export type Reference = z.infer<typeof referenceSchema>;

const usage = z.object({ used: z.number().int(), limit: z.number().int() });
export const referenceQuotaSchema = z
  .object({
    tier: z.enum(subscriptionTiers),
    uploads: usage,
    bytes: usage,
    /** Reference videos (issue 14): the largest single upload the plan takes, and the bytes its kept videos may take in all. */
    videos: z.object({ maxUploadBytes: z.number().int(), used: z.number().int(), limit: z.number().int() }),
  })
  .meta({ id: "ReferenceQuota" });
export type ReferenceQuota = z.infer<typeof referenceQuotaSchema>;

export const referenceListSchema = z.object({ references: z.array(referenceSchema), quota: referenceQuotaSchema });
export type ReferenceList = z.infer<typeof referenceListSchema>;

/** A file of an upload that was refused, with the translated reason (the error answer's fields). */
export const rejectedFileSchema = z.object({ fileName: z.string(), code: z.enum(errorCodes), message: z.string(), details: z.record(z.string(), z.unknown()).optional() });
export type RejectedFile = z.infer<typeof rejectedFileSchema>;

export const referenceUploadSchema = z.object({ references: z.array(referenceSchema), rejected: z.array(rejectedFileSchema) }).meta({ id: "ReferenceUpload" });
export type ReferenceUpload = z.infer<typeof referenceUploadSchema>;

/** A reference video (issue 14): its upload and processing, and the frames sampled from it (its filmstrip, in time order). */
export const referenceVideoSchema = z
  .object({
    id: z.string(),
    uploadId: z.string(),
    sourceName: z.string().nullable(),
    bytes: z.number().int(),
    /** Bytes received so far (a resumable upload). */
    receivedBytes: z.number().int(),
    durationMs: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    status: z.enum(referenceVideoStatuses),
    /** Sampling progress, 0-100. */
    progress: z.number().int().min(0).max(100),
    /** Why it failed, translated. */
    error: z.string().nullable(),
    /** Whether its video signature (per-second PDQ) was computed: copies re-encoded, cropped or trimmed match through it. */
    hasSignature: z.boolean(),
    frames: z.array(referenceSchema),
    createdAt: z.string(),
  })
  .meta({ id: "ReferenceVideo" });
export type ReferenceVideo = z.infer<typeof referenceVideoSchema>;
export const referenceVideoListSchema = z.object({ videos: z.array(referenceVideoSchema) });
export type ReferenceVideoList = z.infer<typeof referenceVideoListSchema>;
export const addVideoFrameSchema = z.object({ timeMs: z.number().int().min(0).max(24 * 3_600_000) }).strict();

const tags = ["References"];
const videoParams = z.object({ id: idSchema });

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
  videos: defineRoute({
    method: "get",
    path: "/reference-videos",
    access: "signed-in",
    summary: "The caller's reference videos with their upload and sampling progress and their filmstrips",
    description: "Videos are uploaded with the tus 1.0 resumable protocol at `/api/uploads/videos` (ADR 031), not through `POST /references`.",
    tags,
    responses: { 200: json(referenceVideoListSchema, "The videos, newest first") },
  }),
  video: defineRoute({
    method: "get",
    path: "/reference-videos/{id}",
    access: "signed-in",
    summary: "One reference video and its filmstrip",
    tags,
    request: { params: videoParams },
    responses: { 200: json(referenceVideoSchema, "The video") },
  }),
  deleteVideo: defineRoute({
    method: "delete",
    path: "/reference-videos/{id}",
    access: "signed-in",
    summary: "Delete a reference video, its frames and its signature (an unfinished upload too)",
    tags,
    request: { params: videoParams },
    responses: { 204: empty("Deleted") },
  }),
  addFrame: defineRoute({
    method: "post",
    path: "/reference-videos/{id}/frames",
    access: "signed-in",
    summary: "Add the frame at a time of the video to its references",
    description: "A frame the sampling left out; `DELETE /references/{id}` drops one.",
    tags,
    request: { params: videoParams, body: jsonBody(addVideoFrameSchema) },
    responses: {
      201: json(referenceSchema, "The frame, kept as a reference"),
      409: json(errorResponseSchema, "The video is not ready, or a frame at that time is kept already"),
      422: json(errorResponseSchema, "The time is past the video's end, or the quota is reached"),
    },
  }),
};
