// The administrators' view of the takedown pipeline (issue 13, minimal until the admin panel):
// notices by status, the queue itself (each notice waiting to leave, with its next attempt), the
// latest failures with their reason, replies unread or not understood, and per recipient and per
// host how many notices went, were answered, and how many of their leaks are removed.
import { z } from "zod";
import { defineRoute, json } from "./route";
import { noticeStatuses, recipientKinds } from "./words";

export const takedownOverviewSchema = z
  .object({
    byStatus: z.array(z.object({ status: z.enum(noticeStatuses), notices: z.number().int() })),
    failures: z.array(
      z.object({ id: z.string(), reference: z.string(), recipientName: z.string(), address: z.string(), status: z.enum(noticeStatuses), lastError: z.string().nullable(), createdAt: z.string() }),
    ),
    queue: z
      .array(
        z.object({
          id: z.string(),
          reference: z.string(),
          status: z.enum(noticeStatuses).meta({ description: "queued (waiting for its first or next attempt) or sending" }),
          recipientName: z.string(),
          recipientKind: z.enum(recipientKinds),
          address: z.string(),
          creatorId: z.string(),
          creatorName: z.string().nullable().meta({ description: "The creator's first stage name; null when she has none" }),
          wave: z.number().int(),
          createdAt: z.string(),
          ageHours: z.number().meta({ description: "Hours since the notice was composed, on the pipeline's clock" }),
          attempts: z.number().int(),
          lastError: z.string().nullable(),
          nextAttemptAt: z.string().nullable().meta({ description: "When the queue tries it (again); null while an attempt runs or when its job was lost (the sweep puts it back)" }),
        }),
      )
      .meta({ description: "Notices waiting to leave (queued, sending), oldest first, at most 100" }),
    unthreadedReplies: z.number().int().meta({ description: "Replies no notice was found for (see /admin/inbound)" }),
    unparsedReplies: z.number().int().meta({ description: "Replies threaded to a notice that the reply parser could not read (see /admin/inbound)" }),
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
    byHost: z
      .array(
        z.object({
          host: z.string().meta({ description: "The leaks' host (the site's address), lower case" }),
          leaks: z.number().int().meta({ description: "Leaks on this host that a notice named" }),
          notices: z.number().int(),
          answered: z.number().int(),
          removed: z.number().int(),
          delistedOnly: z.number().int(),
          failed: z.number().int(),
          medianHoursToRemoval: z.number().nullable(),
        }),
      )
      .meta({ description: "Per host of the leaks, most notices first, at most 100" }),
  })
  .meta({ id: "TakedownOverview" });
export type TakedownOverview = z.infer<typeof takedownOverviewSchema>;

export const takedownAdminRoutes = {
  overview: defineRoute({
    method: "get",
    path: "/admin/takedowns",
    access: "admin",
    summary: "The takedown queue, the latest failures, unthreaded and unparsed replies, per-recipient and per-host statistics",
    tags: ["Admin"],
    responses: { 200: json(takedownOverviewSchema, "The overview") },
  }),
};
