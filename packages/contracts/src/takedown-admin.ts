// The administrators' view of the takedown pipeline (issue 13, minimal until the admin panel):
// notices by status (the queue), the latest failures with their reason, unread replies, and per
// recipient how many notices went, were answered, and how many of their leaks are removed.
import { z } from "zod";
import { defineRoute, json } from "./route";
import { noticeStatuses, recipientKinds } from "./words";

export const takedownOverviewSchema = z
  .object({
    byStatus: z.array(z.object({ status: z.enum(noticeStatuses), notices: z.number().int() })),
    failures: z.array(
      z.object({ id: z.string(), reference: z.string(), recipientName: z.string(), address: z.string(), status: z.enum(noticeStatuses), lastError: z.string().nullable(), createdAt: z.string() }),
    ),
    unthreadedReplies: z.number().int().meta({ description: "Replies no notice was found for (see /admin/inbound)" }),
    byRecipient: z.array(
      z.object({
        recipientName: z.string(),
        recipientKind: z.enum(recipientKinds),
        address: z.string(),
        notices: z.number().int(),
        answered: z.number().int(),
        leaksRemoved: z.number().int(),
        medianHoursToRemoval: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: "TakedownOverview" });
export type TakedownOverview = z.infer<typeof takedownOverviewSchema>;

export const takedownAdminRoutes = {
  overview: defineRoute({
    method: "get",
    path: "/admin/takedowns",
    access: "admin",
    summary: "The takedown queue, the latest failures, unthreaded replies and per-recipient statistics",
    tags: ["Admin"],
    responses: { 200: json(takedownOverviewSchema, "The overview") },
  }),
};
