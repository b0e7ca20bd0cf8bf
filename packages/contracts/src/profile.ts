// The creator's profile: its requests (shared by the web app's forms and the server's validation),
// its answers, and its routes.
import { z } from "zod";
import { maxPlatforms } from "./platforms/platforms";
import { defineRoute, empty, json, jsonBody } from "./route";
import { calendarDateSchema, safeText } from "./safe-input";
import { interfaceLanguages, plans, subscriptionTiers } from "./words";

const optionalText = (max: number) => safeText().trim().max(max).nullable().optional();

export const profileUpdateSchema = z
  .object({
    firstName: safeText().trim().max(60).nullable().optional(),
    lastName: optionalText(100),
    phone: safeText()
      .trim()
      .max(32)
      .regex(/^\+?[0-9 ()./-]*$/)
      .nullable()
      .optional(),
    dateOfBirth: calendarDateSchema.nullable().optional(),
    address: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    country: optionalText(100),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const nichesSchema = z.object({ niches: z.array(safeText().trim().min(1).max(60)).max(20) }).strict();
export const stageNamesSchema = z.object({ names: z.array(safeText().trim().min(1).max(60)).max(20) }).strict();

export const platformSelectionSchema = z.object({ platformId: safeText().min(1).max(40), username: safeText().max(300) }).strict();
export const officialLinksSchema = z.object({ selections: z.array(platformSelectionSchema).max(maxPlatforms) }).strict();
export type PlatformSelection = z.infer<typeof platformSelectionSchema>;

export const planChoiceSchema = z.object({ plan: z.enum(plans).nullable() }).strict();

export const languageChoiceSchema = z.object({ language: z.enum(interfaceLanguages) }).strict();

export const profileStatuses = ["Incomplete", "Complete"] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

export const profileSchema = z
  .object({
    profile: z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
      phone: z.string().nullable(),
      dateOfBirth: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
      address: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      subscriptionTier: z.enum(subscriptionTiers),
      selectedPlan: z.enum(plans).nullable(),
    }),
    niches: z.array(z.string()),
    stageNames: z.array(z.string()),
    officialLinks: z.array(z.object({ id: z.string(), platform: z.string(), url: z.string() })),
    status: z.enum(profileStatuses),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof profileSchema>;

export const officialLinksAnswerSchema = z.object({ links: z.array(z.object({ platform: z.string(), url: z.string() })) });

const tags = ["Profile"];
const yourProfile = json(profileSchema, "The caller's profile after the change");

export const profileRoutes = {
  get: defineRoute({ method: "get", path: "/profile", access: "signed-in", summary: "The caller's profile", tags, responses: { 200: json(profileSchema, "The caller's profile") } }),
  update: defineRoute({ method: "patch", path: "/profile", access: "signed-in", summary: "Change personal details", tags, request: { body: jsonBody(profileUpdateSchema) }, responses: { 200: yourProfile } }),
  replaceNiches: defineRoute({ method: "put", path: "/profile/niches", access: "signed-in", summary: "Replace the niches", tags, request: { body: jsonBody(nichesSchema) }, responses: { 200: yourProfile } }),
  replaceStageNames: defineRoute({ method: "put", path: "/profile/stage-names", access: "signed-in", summary: "Replace the stage names", tags, request: { body: jsonBody(stageNamesSchema) }, responses: { 200: yourProfile } }),
  replaceOfficialLinks: defineRoute({
    method: "put",
    path: "/official-links",
    access: "signed-in", summary: "Replace the creator's own accounts (never reported)",
    tags,
    request: { body: jsonBody(officialLinksSchema) },
    responses: { 200: json(officialLinksAnswerSchema, "The stored links") },
  }),
  choosePlan: defineRoute({
    method: "put",
    path: "/onboarding/plan",
    access: "signed-in", summary: "Pick a plan at onboarding",
    tags,
    request: { body: jsonBody(planChoiceSchema) },
    responses: { 200: json(planChoiceSchema, "The plan kept") },
  }),
  recordLogin: defineRoute({ method: "post", path: "/login-tracking", access: "signed-in", summary: "Record a restored session", tags, responses: { 204: empty("Recorded") } }),
  setLanguage: defineRoute({
    method: "put",
    path: "/profile/language",
    access: "signed-in", summary: "The language for mails sent in the background",
    tags,
    request: { body: jsonBody(languageChoiceSchema) },
    responses: { 200: json(languageChoiceSchema, "The language kept") },
  }),
};
