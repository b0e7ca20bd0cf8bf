// The administrators' identity review (spec §3 identity_verifications, issue 11): the queue of
// pending verifications with short-lived links to the documents, and the decision on one.
import { z } from "zod";
import { defineRoute, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { identityDocumentTypes, identityVerificationStatuses } from "./words";

const documentLink = z.string().nullable().meta({ description: "A signed link to the document, valid for 5 minutes; null when there is none" });

export const pendingIdentitySchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable().meta({ description: "The profile's first and last name, as the creator entered them" }),
    dateOfBirth: z.string().nullable().meta({ description: "The profile's date of birth (YYYY-MM-DD)" }),
    email: z.string(),
    documentType: z.enum(identityDocumentTypes).nullable(),
    submittedAt: z.string().meta({ description: "ISO time" }),
    documents: z.object({ front: documentLink, back: documentLink, selfie: documentLink }),
  })
  .meta({ id: "PendingIdentity" });
export type PendingIdentity = z.infer<typeof pendingIdentitySchema>;

export const identityQueueSchema = z.object({ verifications: z.array(pendingIdentitySchema) }).meta({ id: "IdentityQueue" });
export type IdentityQueue = z.infer<typeof identityQueueSchema>;

export const identityDecisionSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(identityVerificationStatuses),
    reviewedAt: z.string().meta({ description: "ISO time" }),
    rejectionReason: z.string().nullable(),
  })
  .meta({ id: "IdentityDecision" });
export type IdentityDecision = z.infer<typeof identityDecisionSchema>;

export const REJECTION_REASON_MAX = 500;
export const rejectIdentitySchema = z.object({ reason: safeText().trim().min(1).max(REJECTION_REASON_MAX) }).strict();
export type RejectIdentity = z.infer<typeof rejectIdentitySchema>;

const params = z.object({ id: idSchema });
const decided = "Administrators, never on their own verification (403); one already decided answers 409.";

export const identityReviewRoutes = {
  queue: defineRoute({
    method: "get",
    path: "/admin/identity-verifications",
    access: "admin",
    summary: "The pending identity verifications, oldest first",
    tags: ["Admin"],
    responses: { 200: json(identityQueueSchema, "The queue, with 5-minute links to each document") },
  }),
  approve: defineRoute({
    method: "post",
    path: "/admin/identity-verifications/{id}/approve",
    access: "admin",
    summary: "Approves a pending identity verification and tells the creator",
    description: decided,
    tags: ["Admin"],
    request: { params },
    responses: { 200: json(identityDecisionSchema, "The recorded decision") },
  }),
  reject: defineRoute({
    method: "post",
    path: "/admin/identity-verifications/{id}/reject",
    access: "admin",
    summary: "Rejects a pending identity verification with a reason the creator reads",
    description: decided,
    tags: ["Admin"],
    request: { params, body: jsonBody(rejectIdentitySchema) },
    responses: { 200: json(identityDecisionSchema, "The recorded decision") },
  }),
};
