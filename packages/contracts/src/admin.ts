// What administrators read: the mail outbox (verification and reset links, SMS codes), which is
// why nobody else may.
import { z } from "zod";
import { defineRoute, json } from "./route";
import { mailChannels, mailModes, mailStatuses } from "./words";

export const outboxMailSchema = z
  .object({
    id: z.uuid(),
    channel: z.enum(mailChannels).meta({ description: "An e-mail, or a text message (then `to` is a phone number and `subject` is empty)" }),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.enum(mailStatuses),
    createdAt: z.string().meta({ description: "ISO time" }),
    sentAt: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: "OutboxMail" });
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxSchema = z.object({ mode: z.enum(mailModes), mails: z.array(outboxMailSchema) }).meta({ id: "Outbox" });
export type Outbox = z.infer<typeof outboxSchema>;

export const adminRoutes = {
  outbox: defineRoute({
    method: "get",
    path: "/admin/outbox",
    access: "admin",
    summary: "The newest hundred messages the product wrote",
    tags: ["Admin"],
    responses: { 200: json(outboxSchema, "The outbox, newest first") },
  }),
};
