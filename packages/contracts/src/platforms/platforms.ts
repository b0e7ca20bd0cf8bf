// The platform catalogue (spec §3): where creators have official accounts. One data file, used
// by the web app (onboarding, account) and the server (building and checking official links).
import { z } from "zod";
import catalogue from "./platform-catalogue.json";

export const platformCategories = ["Adult", "Social", "Cam", "Forum", "Other"] as const;
export type PlatformCategory = (typeof platformCategories)[number];
/** Onboarding offers only these (spec §3). */
export const onboardingCategories: PlatformCategory[] = ["Adult", "Social", "Cam"];

export const platformSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+$/),
    label: z.string().min(1),
    category: z.enum(platformCategories),
    urlPattern: z.string(),
    usernameHint: z.string().optional(),
    manualUrl: z.boolean().optional(),
    icon: z.object({ faviconDomain: z.string().nullable(), bucketKey: z.string().optional() }).strict(),
  })
  .strict()
  .refine((p) => (p.manualUrl ? p.urlPattern === "{url}" : /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/.*\{username\}/.test(p.urlPattern)), {
    message: "urlPattern must be an https address with a {username} placeholder (or {url} for a manual URL)",
  });
export type Platform = z.infer<typeof platformSchema>;

export const platforms: Platform[] = z.array(platformSchema).parse(catalogue);
const byId = new Map(platforms.map((p) => [p.id, p]));

export function findPlatform(id: string): Platform | undefined {
  return byId.get(id);
}

/** Spec §5: every @ and all white space are removed and the name is lower-cased. */
export function normalizeUsername(raw: string): string {
  return raw.replace(/[@\s]/g, "").toLowerCase();
}

export const usernamePattern = /^[a-z0-9._-]+$/;
export const maxPlatforms = 10;

export type UsernameProblem = "required" | "invalid_characters";
export type CustomUrlProblem = "required" | "not_http";

export function checkUsername(username: string): UsernameProblem | null {
  if (username === "") return "required";
  return usernamePattern.test(username) ? null : "invalid_characters";
}

export function checkCustomUrl(url: string): CustomUrlProblem | null {
  const trimmed = url.trim();
  if (trimmed === "") return "required";
  return /^https?:\/\/\S+$/i.test(trimmed) ? null : "not_http";
}

/** The full profile address for a selection; the custom platform's value is the URL itself. */
export function buildProfileUrl(platform: Platform, value: string): string {
  if (platform.manualUrl) return value.trim();
  return platform.urlPattern.replace("{username}", normalizeUsername(value));
}

/** What official_links.platform stores: the platform's label, or the raw id if unknown. */
export function platformLabel(id: string): string {
  return findPlatform(id)?.label ?? id;
}
