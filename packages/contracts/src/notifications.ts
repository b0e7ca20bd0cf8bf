// The signed-in user's notifications: their own and the global ones, listed, marked read, deleted,
// and the live events stream that brings new ones (and profile and verification changes) at once.
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
    global: z.boolean().meta({ description: "Shown to everybody; marking it read or deleting it changes it for the caller only" }),
    createdAt: z.string().meta({ description: "ISO time" }),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({ notifications: z.array(notificationSchema), unread: z.number().int() }).meta({ id: "NotificationList" });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markNotificationsReadSchema = z
  .object({ ids: z.array(idSchema).max(100).optional().meta({ description: "Without ids, all the caller sees, global ones included" }) })
  .strict();

/** The events of `GET /api/events` (the SSE event name); a notification's data is the Notification, the others' `{ kind }`. */
export const liveEventKinds = ["ready", "notification", "profile", "verification", "resync"] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];
export const liveSignalSchema = z.object({ kind: z.enum(["ready", "profile", "verification", "resync"]) }).meta({ id: "LiveSignal" });
export type LiveSignal = z.infer<typeof liveSignalSchema>;
/** Spec §9: at most this many events a second reach one connection; the rest become one `resync`. */
export const LIVE_EVENTS_PER_SECOND = 10;

const tags = ["Notifications"];

export const notificationRoutes = {
  list: defineRoute({
    method: "get",
    path: "/notifications",
    access: "signed-in",
    summary: "The ten newest notifications and the unread count",
    description: "The caller's own and the global ones they have not deleted; `read` and `unread` count a global one by the caller's own state.",
    tags,
    responses: { 200: json(notificationListSchema, "The notifications") },
  }),
  markRead: defineRoute({
    method: "post",
    path: "/notifications/read",
    access: "signed-in",
    summary: "Mark notifications read",
    tags,
    request: { body: jsonBody(markNotificationsReadSchema) },
    responses: { 200: json(z.object({ updated: z.number().int() }), "How many were marked: the caller's own, and global ones for the caller only") },
  }),
  delete: defineRoute({
    method: "delete",
    path: "/notifications/{id}",
    access: "signed-in",
    summary: "Delete one of the caller's notifications",
    description: "A global one is hidden for the caller only; once hidden, it is a 404 like an unknown id.",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 204: empty("Deleted") },
  }),
};

export const liveEventRoutes = {
  stream: defineRoute({
    method: "get",
    path: "/events",
    access: "signed-in",
    summary: "The caller's live events as server-sent events",
    description:
      "text/event-stream. `ready` once the stream listens (refetch what may have changed before); `notification` (data: Notification) when one of the caller's or a global notification is created; `profile` when the plan, verified or suspended flag changes and `verification` when an identity verification changes (data: LiveSignal, refetch); `resync` when events were coalesced (more than 10 a second) or may have been missed: refetch the notifications and the profile. The stream ends when the session ends or the account is suspended.",
    tags,
    responses: { 200: empty("text/event-stream of the caller's live events") },
  }),
};
