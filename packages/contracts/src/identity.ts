// Identity verification (spec §3, §4): the creator's government ID (front, and back where the
// document has one) and a selfie holding it, reviewed by an administrator. The creator reads the
// state of their latest verification and submits a new one when none is open.
import { z } from "zod";
import { defineRoute, errorResponseSchema, json, multipartBody } from "./route";
import { identityDocumentTypes, identityVerificationStatuses, type IdentityDocumentType } from "./words";

/** What the creator sees: "not_started" is the absence of any verification. */
export const identityVerificationStates = ["not_started", ...identityVerificationStatuses] as const;
export type IdentityVerificationState = (typeof identityVerificationStates)[number];

/** The documents that have a back side to upload as well. */
export const twoSidedIdentityDocuments: readonly IdentityDocumentType[] = ["id_card", "driving_licence"];
export const needsBackSide = (documentType: IdentityDocumentType) => twoSidedIdentityDocuments.includes(documentType);

/** The three pictures of a verification, as the multipart fields are named. */
export const identityDocumentFields = ["front", "back", "selfie"] as const;
export type IdentityDocumentField = (typeof identityDocumentFields)[number];

export const identityVerificationSchema = z
  .object({
    status: z.enum(identityVerificationStates),
    documentType: z.enum(identityDocumentTypes).nullable(),
    submittedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    /** The reviewer's reason, when rejected. */
    rejectionReason: z.string().nullable(),
    /** When the documents were deleted after the retention period; the decision stays. */
    documentsDeletedAt: z.string().nullable(),
  })
  .meta({ id: "IdentityVerification" });
export type IdentityVerification = z.infer<typeof identityVerificationSchema>;

const tags = ["Identity verification"];
const picture = (description: string) => ({ type: "string" as const, format: "binary" as const, description });
const submitBody = multipartBody({
  documentType: { type: "string", description: `One of ${identityDocumentTypes.join(", ")}` },
  front: picture("The front of the ID"),
  back: picture("The back of the ID (id_card and driving_licence only)"),
  selfie: picture("A selfie holding the ID"),
});
submitBody.content["multipart/form-data"].schema.required = ["documentType", "front", "selfie"];

export const identityRoutes = {
  get: defineRoute({
    method: "get",
    path: "/identity-verification",
    access: "signed-in",
    summary: "The state of the caller's latest identity verification",
    tags,
    responses: { 200: json(identityVerificationSchema, "The latest verification, or not_started") },
  }),
  submit: defineRoute({
    method: "post",
    path: "/identity-verification",
    access: "signed-in",
    summary: "Submit a government ID and a selfie holding it for review",
    description:
      "Allowed when there is no verification yet or the latest was rejected; while one is pending or approved the answer is 409. `back` is required for `id_card` and `driving_licence`. Pictures are sniffed by their content, limited in bytes and pixels before decoding, re-encoded without EXIF and stored encrypted.",
    tags,
    request: { body: submitBody },
    responses: {
      201: json(identityVerificationSchema, "Submitted: pending review"),
      409: json(errorResponseSchema, "A verification is pending or approved"),
      413: json(errorResponseSchema, "A picture is too large in bytes or pixels; `details.field` names it"),
      415: json(errorResponseSchema, "A file is no supported picture; `details.field` names it"),
      422: json(errorResponseSchema, "A field is missing or not valid; `details.field` names it"),
    },
  }),
};
