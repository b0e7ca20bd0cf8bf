// The creator's authorisation (spec §4, §5): the Letter of Authorisation they sign, its PDF, its
// revocation, and the status that says whether Unleak may act for them (letter + identity).
import { z } from "zod";
import { defineRoute, empty, errorResponseSchema, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { identityVerificationStatuses, interfaceLanguages, signatureDocumentTypes } from "./words";

/** The version of the letter's text: a new text gets a new version, and letters keep theirs. */
export const CONSENT_VERSION = "2026-11-24";

/** The drawn signature (a PNG) may take at most this many bytes once decoded. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;

/** The letter's paragraphs in order: keys of `authorisation:letter.*` in packages/i18n. */
export const LETTER_PARAGRAPHS = ["intro", "copyright", "dsa", "searchEngines", "impersonation", "scope", "revocation", "declaration"] as const;
export type LetterParagraph = (typeof LETTER_PARAGRAPHS)[number] | "agency";

/**
 * The paragraphs of a letter that also names the creator's agency (issue 17): the `agency`
 * paragraph (its name as `{{agency}}`) comes after the scope, so the agency may request removals
 * for her through Unleak. Without an agency, the letter as before.
 */
export function letterParagraphs(agencyNamed: boolean): LetterParagraph[] {
  if (!agencyNamed) return [...LETTER_PARAGRAPHS];
  return LETTER_PARAGRAPHS.flatMap((paragraph): LetterParagraph[] => (paragraph === "scope" ? [paragraph, "agency"] : [paragraph]));
}

/** The authorisation status of spec §4. */
export const authorisationStatuses = ["pending", "authorized"] as const;
export type AuthorisationStatus = (typeof authorisationStatuses)[number];

/** Where the identity step stands: "not_started" when the creator never submitted one. */
export const identityStepStatuses = ["not_started", ...identityVerificationStatuses] as const;
export type IdentityStepStatus = (typeof identityStepStatuses)[number];

/** What is still missing before Unleak may act for a creator. */
export const authorisationSteps = ["letter", "identity"] as const;
export type AuthorisationStep = (typeof authorisationSteps)[number];

export const signLetterSchema = z
  .object({
    fullName: safeText().trim().min(1).max(200),
    contentDescription: safeText().trim().min(1).max(2000),
    // The size is checked on the decoded bytes (a translated 413); the request's body limit bounds this.
    signature: z.string().meta({ description: `A data URL of the drawn signature: data:image/png;base64,... (at most ${MAX_SIGNATURE_BYTES} bytes decoded)` }),
    language: z.enum(interfaceLanguages),
  })
  .strict();
export type SignLetterRequest = z.infer<typeof signLetterSchema>;

export const signedLetterSchema = z
  .object({
    id: z.string(),
    documentType: z.enum(signatureDocumentTypes),
    consentVersion: z.string(),
    signedAt: z.string().meta({ description: "ISO time" }),
    fullName: z.string(),
    contentDescription: z.string(),
    language: z.string().nullable(),
    documentHash: z.string().nullable().meta({ description: "SHA-256 (hex) of the stored PDF" }),
    agency: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .optional()
      .meta({ description: "The agency the letter also authorises to request removals for the creator (issue 17), by its name as signed" }),
  })
  .meta({ id: "SignedLetter" });
export type SignedLetter = z.infer<typeof signedLetterSchema>;

export const currentLetterSchema = z
  .object({
    letter: signedLetterSchema.nullable(),
    agency: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .optional()
      .meta({ description: "The agency whose roster the creator is active on: a letter signed now names it (issue 17)" }),
  })
  .meta({ id: "CurrentLetter" });

export const authorisationSchema = z
  .object({
    status: z.enum(authorisationStatuses),
    missing: z.array(z.enum(authorisationSteps)),
    checklist: z.object({
      letter: z.object({ signed: z.boolean(), signedAt: z.string().nullable(), consentVersion: z.string().nullable() }),
      identity: z.object({ status: z.enum(identityStepStatuses) }),
    }),
  })
  .meta({ id: "Authorisation" });
export type Authorisation = z.infer<typeof authorisationSchema>;

const tags = ["Authorisation"];

export const authorisationRoutes = {
  status: defineRoute({ method: "get", path: "/authorisation", access: "signed-in", summary: "Whether Unleak may act for the caller, and what is missing", tags, responses: { 200: json(authorisationSchema, "The status and its checklist") } }),
  current: defineRoute({ method: "get", path: "/digital-signature", access: "signed-in", summary: "The caller's valid Letter of Authorisation, or null", tags, responses: { 200: json(currentLetterSchema, "The valid letter") } }),
  sign: defineRoute({
    method: "post",
    path: "/digital-signature",
    access: "signed-in",
    summary: "Sign the Letter of Authorisation (earlier letters stop being valid and stay on record)",
    tags,
    request: { body: jsonBody(signLetterSchema) },
    responses: {
      201: json(signedLetterSchema, "The signed letter"),
      413: json(errorResponseSchema, "The signature image is too large"),
      415: json(errorResponseSchema, "The signature is not a PNG data URL"),
      422: json(errorResponseSchema, "A field is missing, or the signature is empty"),
    },
  }),
  document: defineRoute({
    method: "get",
    path: "/digital-signature/{id}/document.pdf",
    access: "signed-in",
    summary: "The signed letter as a PDF (its signer only)",
    description: "application/pdf, as an attachment.",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 200: empty("application/pdf") },
  }),
  revoke: defineRoute({
    method: "post",
    path: "/digital-signature/revoke",
    access: "signed-in",
    summary: "Revoke the valid letter: from then on nothing is sent in the caller's name",
    tags,
    responses: { 204: empty("Revoked (or there was no valid letter: nothing changes)") },
  }),
};
