// The administrators' service health (issue 16): the takedown queue, the job queue by kind with a
// retry of its failed jobs, the sites' health from their last crawls, the mail outbox, and the web
// app's crash reports grouped by message.
import { z } from "zod";
import { defineRoute, json } from "./route";
import { idSchema } from "./safe-input";
import { mailChannels, mailModes, mailStatuses, registryTargets, siteCategories, siteHealths } from "./words";

export const jobQueueSchema = z
  .object({
    name: z.string().meta({ description: "The queue (a kind of job), e.g. mail-deliver" }),
    waiting: z.number().int().meta({ description: "Created, or failed once and waiting for a retry" }),
    active: z.number().int(),
    failed: z.number().int().meta({ description: "Failed for good in the last 24 hours" }),
    completed: z.number().int().meta({ description: "Completed in the last 24 hours" }),
    retryable: z.number().int().meta({ description: "Failed jobs still in the queue, which a retry puts back in line (older ones are archived)" }),
  })
  .meta({ id: "JobQueue" });
export type JobQueue = z.infer<typeof jobQueueSchema>;

export const siteHealthSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.enum(siteCategories),
    health: z.enum(siteHealths),
    lastCrawledAt: z.string().nullable(),
    siteErrors: z
      .number()
      .int()
      .nullable()
      .meta({ description: "When the health is `errors`: how many sites the covering scan could not read (scans do not record which); null otherwise" }),
  })
  .meta({ id: "SiteHealthRow" });
export type SiteHealthRow = z.infer<typeof siteHealthSchema>;

export const serviceHealthSchema = z
  .object({
    takedowns: z.object({
      waiting: z.number().int().meta({ description: "Notices queued or being sent" }),
      failed: z.number().int().meta({ description: "Notices that failed to leave" }),
      unparsedReplies: z.number().int().meta({ description: "Replies threaded to a notice but not understood" }),
      unthreadedReplies: z.number().int().meta({ description: "Replies no notice was found for" }),
    }),
    jobs: z.array(jobQueueSchema),
    sites: z.object({ target: z.enum(registryTargets), sites: z.array(siteHealthSchema) }),
    mail: z.object({
      mode: z.enum(mailModes),
      byStatus: z.array(z.object({ status: z.enum(mailStatuses), count: z.number().int() })),
      newest: z.array(
        z.object({
          id: z.uuid(),
          channel: z.enum(mailChannels),
          to: z.string(),
          subject: z.string(),
          status: z.enum(mailStatuses),
          error: z.string().nullable(),
          createdAt: z.string(),
        }),
      ),
    }),
  })
  .meta({ id: "ServiceHealth" });
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

export const crashGroupSchema = z
  .object({
    id: z.uuid().meta({ description: "The group's newest report; open it for the stacks" }),
    message: z.string(),
    count: z.number().int(),
    firstSeen: z.string(),
    lastSeen: z.string(),
  })
  .meta({ id: "CrashGroup" });
export type CrashGroup = z.infer<typeof crashGroupSchema>;

export const crashGroupListSchema = z.object({ groups: z.array(crashGroupSchema) }).meta({ id: "CrashGroupList" });
export type CrashGroupList = z.infer<typeof crashGroupListSchema>;

export const crashReportEntrySchema = z
  .object({
    id: z.uuid(),
    message: z.string(),
    stack: z.string().nullable(),
    componentStack: z.string().nullable(),
    userAgent: z.string().nullable(),
    userEmail: z.string().nullable().meta({ description: "The signed-in reporter's e-mail; null for a visitor" }),
    reportedAt: z.string().meta({ description: "When the server received it (ISO time)" }),
  })
  .meta({ id: "CrashReportEntry" });
export type CrashReportEntry = z.infer<typeof crashReportEntrySchema>;

export const crashReportViewSchema = z
  .object({
    report: crashReportEntrySchema,
    group: crashGroupSchema.omit({ id: true }),
    others: z.array(crashReportEntrySchema).meta({ description: "The group's other reports, newest first, at most 20" }),
  })
  .meta({ id: "CrashReportView" });
export type CrashReportView = z.infer<typeof crashReportViewSchema>;

/** A queue's name as pg-boss allows it. */
export const jobQueueNameSchema = z.string().regex(/^[\w-]{1,100}$/);

const tags = ["Admin"];

export const serviceHealthRoutes = {
  health: defineRoute({
    method: "get",
    path: "/admin/health",
    access: "admin",
    summary: "The takedown queue, the job queues, the sites' health and the mail outbox",
    tags,
    responses: { 200: json(serviceHealthSchema, "The service's health") },
  }),
  retryJobs: defineRoute({
    method: "post",
    path: "/admin/jobs/{name}/retry",
    access: "admin",
    summary: "Put a queue's failed jobs back in line",
    description: "Through pg-boss's retry; recorded in the audit log. An unknown queue is a 404.",
    tags,
    request: { params: z.object({ name: jobQueueNameSchema }) },
    responses: { 200: json(z.object({ retried: z.number().int() }), "How many jobs were put back") },
  }),
  crashReports: defineRoute({
    method: "get",
    path: "/admin/crash-reports",
    access: "admin",
    summary: "The web app's crash reports grouped by message, the latest seen first",
    tags,
    responses: { 200: json(crashGroupListSchema, "At most 100 groups") },
  }),
  crashReport: defineRoute({
    method: "get",
    path: "/admin/crash-reports/{id}",
    access: "admin",
    summary: "One crash report with its stacks, and the other reports of its group",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 200: json(crashReportViewSchema, "The report and its group") },
  }),
};
