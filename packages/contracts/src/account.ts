// The shell's data: the public configuration the web app adapts to, and who the signed-in user is
// (account, profile basics, verification, ban, admin flag).
import { z } from "zod";
import { defineRoute, json } from "./route";
import { agencyRoles, subscriptionTiers } from "./words";

export const appConfigSchema = z
  .object({
    googleEnabled: z.boolean(),
    version: z.string(),
    supportChatUrl: z.string().nullable(),
    supportEmail: z.string().nullable(),
    marketingUrl: z.string().nullable().meta({ description: "The marketing site the logo leads to" }),
  })
  .meta({ id: "AppConfig" });
export type AppConfig = z.infer<typeof appConfigSchema>;

export const accountOverviewSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean(), twoFactorEnabled: z.boolean() }),
    profile: z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      email: z.string(),
      subscriptionTier: z.enum(subscriptionTiers),
      verified: z.boolean().meta({ description: "The profile says so, or the latest identity verification is approved" }),
      banned: z.boolean(),
    }),
    isAdmin: z.boolean(),
    ban: z.object({ reason: z.string().nullable(), bannedAt: z.string().meta({ description: "ISO time" }), adminNotes: z.string().nullable() }).nullable(),
    agency: z
      .object({ id: z.uuid(), name: z.string(), role: z.enum(agencyRoles) })
      .nullable()
      .meta({ description: "The agency the user is a member of (issue 17): the web app keeps them in /agency" }),
  })
  .meta({ id: "AccountOverview" });
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

const tags = ["Account"];

export const accountRoutes = {
  config: defineRoute({ method: "get", path: "/config", access: "public", summary: "The public settings the web app adapts to", tags, responses: { 200: json(appConfigSchema, "The settings") } }),
  me: defineRoute({ method: "get", path: "/me", access: "signed-in", summary: "The signed-in user: account, profile basics, admin flag and ban", tags, responses: { 200: json(accountOverviewSchema, "The caller") } }),
};
