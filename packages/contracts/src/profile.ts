// The account's request shapes, shared by the web app's forms and the server's validation.
import { z } from "zod";
import { maxPlatforms } from "./platforms/platforms";
import { calendarDateSchema, safeText } from "./safe-input";

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

export const plans = ["starter", "pro", "elite"] as const;
export const planChoiceSchema = z.object({ plan: z.enum(plans).nullable() }).strict();

/** The interface languages (the same list as @unleak/i18n's, which a server test keeps equal). */
export const interfaceLanguages = ["en", "de", "es", "fr"] as const;
export const languageChoiceSchema = z.object({ language: z.enum(interfaceLanguages) }).strict();

export type ProfileStatus = "Incomplete" | "Complete";
