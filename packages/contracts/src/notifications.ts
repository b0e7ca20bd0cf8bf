// The signed-in user's notifications: their own and the global ones, listed, marked read, deleted.
import { z } from "zod";
import { defineRoute, empty, json, jsonBody } from "./route";
import { idSchema } from "./safe-input";

export const notificationSchema = z
  .object({
    id: z.uuid(),
    notificationId: z.string(),
    title: z.string(),
    message: z.string(),
    read: z.boolean(),
    global: z.boolean().meta({ description: "Shown to everybody; marking read or deleting leaves it alone" }),
    createdAt: z.string().meta({ description: "ISO time" }),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() }).meta({ id: "NotificationList" });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markNotificationsReadSchema = z.object({ ids: z.array(idSchema).max(100).optional().meta({ description: "Without ids, all of the caller's" }) }).strict();

const tags = ["Notifications"];

export const notificationRoutes = {
  list: defineRoute({ method: "get", path: "/notifications", access: "signed-in", summary: "The ten newest notifications and the unread count", tags, responses: { 200: json(notificationListSchema, "The notifications") } }),
  markRead: defineRoute({
    method: "post",
    path: "/notifications/read",
    access: "signed-in",
    summary: "Mark notifications read",
    tags,
    request: { body: jsonBody(markNotificationsReadSchema) },
    responses: { 200: json(z.object({ updated: z.number().int() }), "How many of the caller's own were marked") },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/notifications/{id}",
    access: "signed-in",
    summary: "Delete one of the caller's notifications",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 204: empty("Deleted") },
  }),
};
