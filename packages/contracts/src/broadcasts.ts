// Broadcasts (issue 16): an administrator's notification to everybody, to the users of one plan or
// to one user, written in all four interface languages; each reader sees it in their own language,
// live (it is a notification like any other, spec §7).
import { z } from "zod";
import { defineRoute, json, jsonBody } from "./route";
import { safeText } from "./safe-input";
import { subscriptionTiers } from "./words";

export const BROADCAST_TITLE_MAX = 120;
export const BROADCAST_MESSAGE_MAX = 2000;
/** How many of the newest broadcasts the admin panel lists. */
export const BROADCAST_LIST_LIMIT = 50;

export const broadcastTextSchema = z
  .object({
    title: safeText().trim().min(1).max(BROADCAST_TITLE_MAX),
    message: safeText().trim().min(1).max(BROADCAST_MESSAGE_MAX),
  })
  .strict()
  .meta({ id: "BroadcastText" });
export type BroadcastText = z.infer<typeof broadcastTextSchema>;

export const broadcastAudienceSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("all") }).strict(),
    z.object({ kind: z.literal("tier"), tier: z.enum(subscriptionTiers).meta({ description: "Every user whose plan (profiles.subscription_tier) is this one" }) }).strict(),
    z.object({ kind: z.literal("user"), userId: safeText().trim().min(1).max(100).meta({ description: "The account's id" }) }).strict(),
  ])
  .meta({ id: "BroadcastAudience" });
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;

/** Every interface language is required: nobody gets a broadcast in a language they did not pick. */
export const sendBroadcastSchema = z
  .object({
    audience: broadcastAudienceSchema,
    texts: z.object({ en: broadcastTextSchema, de: broadcastTextSchema, es: broadcastTextSchema, fr: broadcastTextSchema }).strict(),
  })
  .strict()
  .meta({ id: "SendBroadcast" });
export type SendBroadcast = z.infer<typeof sendBroadcastSchema>;

export const sentBroadcastSchema = z
  .object({
    id: z.uuid().meta({ description: "The broadcast's id (its notifications' notification_id starts with `broadcast:<id>`)" }),
    recipients: z.number().int().meta({ description: "Users it reached: for everybody, the accounts at the time of sending" }),
  })
  .meta({ id: "SentBroadcast" });
export type SentBroadcast = z.infer<typeof sentBroadcastSchema>;

export const broadcastSchema = z
  .object({
    id: z.uuid(),
    audience: broadcastAudienceSchema,
    title: z.string().meta({ description: "The English title" }),
    recipients: z.number().int(),
    sentBy: z.string().meta({ description: "The administrator's e-mail" }),
    createdAt: z.string().meta({ description: "ISO time" }),
  })
  .meta({ id: "Broadcast" });
export type Broadcast = z.infer<typeof broadcastSchema>;

export const broadcastListSchema = z.object({ broadcasts: z.array(broadcastSchema) }).meta({ id: "BroadcastList" });
export type BroadcastList = z.infer<typeof broadcastListSchema>;

const tags = ["Admin"];

export const broadcastRoutes = {
  send: defineRoute({
    method: "post",
    path: "/admin/broadcasts",
    access: "admin",
    summary: "Send a notification to everybody, to one plan's users or to one user",
    description: "The texts in all four languages; each reader gets it live and reads it in their language. An unknown user is a 404.",
    tags,
    request: { body: jsonBody(sendBroadcastSchema) },
    responses: { 201: json(sentBroadcastSchema, "Sent") },
  }),
  list: defineRoute({
    method: "get",
    path: "/admin/broadcasts",
    access: "admin",
    summary: "The fifty newest broadcasts",
    tags,
    responses: { 200: json(broadcastListSchema, "Newest first") },
  }),
};
