// The reverse image finder (issue 18): where a picture appears, in the engine's own index of every
// picture the scans have seen and at the reverse-image providers whose keys are set. Anyone may
// search (a visitor a few times a day, and sees a preview without addresses); a signed-in creator
// sees every result and may add one as a leak of hers.
import { z } from "zod";
import { defineRoute, errorResponseSchema, json, jsonBody, multipartBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { matchQualities } from "./words";

/** Where a result comes from: the engine's own index, or a reverse-image provider. */
export const reverseImageSources = ["index", "tineye", "google-vision", "serpapi-google-lens"] as const;
export type ReverseImageSource = (typeof reverseImageSources)[number];

const webUrl = safeText()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), { message: "invalid_url" });

export const reverseImageResultSchema = z
  .object({
    /** The index's row (a seen picture); a provider's result has none. */
    id: idSchema.nullable(),
    source: z.enum(reverseImageSources),
    siteName: z.string(),
    /** Null in a visitor's preview. */
    pageUrl: z.string().nullable(),
    pageTitle: z.string().nullable(),
    mediaUrl: z.string().nullable(),
    /** PDQ Hamming distance (out of 256) to the searched picture; null for a provider's result. */
    distance: z.number().int().nullable(),
    quality: z.enum(matchQualities).nullable(),
    /** A signed URL, valid 5 minutes; null in a visitor's preview and for providers' results. */
    thumbnailUrl: z.string().nullable(),
    firstSeenAt: z.string().nullable(),
    lastSeenAt: z.string().nullable(),
  })
  .meta({ id: "ReverseImageResult" });
export type ReverseImageResult = z.infer<typeof reverseImageResultSchema>;

export const reverseImageSearchSchema = z
  .object({
    /** "preview": a visitor's, without addresses or pictures. */
    scope: z.enum(["preview", "full"]),
    /** The providers asked besides the own index: none without keys, and none for an upload (they need a public address of the picture). */
    providers: z.array(z.enum(reverseImageSources)),
    total: z.number().int(),
    results: z.array(reverseImageResultSchema),
  })
  .meta({ id: "ReverseImageSearch" });
export type ReverseImageSearch = z.infer<typeof reverseImageSearchSchema>;

export const imageUrlSearchSchema = z.object({ imageUrl: webUrl }).strict();

/** A result kept as the creator's leak: the page, the picture on it, and how well it matched. */
export const addFoundLeakSchema = z
  .object({
    pageUrl: webUrl,
    mediaUrl: webUrl,
    title: safeText().max(500),
    quality: z.enum(matchQualities),
    distance: z.number().int().min(0).max(256).nullable(),
    /** The reference the searched picture was kept as, when the creator added it as one. */
    referenceId: idSchema.nullable().optional(),
  })
  .strict();
export type AddFoundLeak = z.infer<typeof addFoundLeakSchema>;

export const foundLeakSchema = z
  .object({
    /** False for a page under one of her official links or her whitelist: never her leak. */
    added: z.boolean(),
    leakId: idSchema.nullable(),
    reason: z.enum(["official"]).nullable(),
  })
  .meta({ id: "FoundLeak" });
export type FoundLeak = z.infer<typeof foundLeakSchema>;

const tags = ["Reverse image finder"];

export const reverseImageRoutes = {
  searchUpload: defineRoute({
    method: "post",
    path: "/reverse-image-searches",
    access: "public",
    summary: "Where an uploaded picture appears",
    description: "The picture is not kept. A visitor has a few searches a day and gets a preview (sites and grades, no addresses).",
    tags,
    request: { body: multipartBody({ file: { type: "string", format: "binary", description: "The picture" } }) },
    responses: {
      200: json(reverseImageSearchSchema, "The pages that carry the picture"),
      413: json(errorResponseSchema, "The picture is too large"),
      415: json(errorResponseSchema, "Not a supported picture"),
      429: json(errorResponseSchema, "A visitor's daily searches are used up"),
    },
  }),
  searchUrl: defineRoute({
    method: "post",
    path: "/reverse-image-searches/by-url",
    access: "public",
    summary: "Where the picture at a public web address appears",
    description: "The address is fetched only if it is a public one (never loopback, private or link-local).",
    tags,
    request: { body: jsonBody(imageUrlSearchSchema) },
    responses: {
      200: json(reverseImageSearchSchema, "The pages that carry the picture"),
      422: json(errorResponseSchema, "IMAGE_URL_REFUSED or IMAGE_URL_UNREACHABLE"),
      429: json(errorResponseSchema, "A visitor's daily searches are used up"),
    },
  }),
  addLeak: defineRoute({
    method: "post",
    path: "/reverse-image-searches/leaks",
    access: "signed-in",
    summary: "Keep a result as the caller's leak (kind picture)",
    tags,
    request: { body: jsonBody(addFoundLeakSchema) },
    responses: { 200: json(foundLeakSchema, "The leak, or why it was not added") },
  }),
};
