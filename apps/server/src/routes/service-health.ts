// The administrators' service health (issue 16): the takedown and job queues, the sites' last
// crawls, the mail outbox, a retry of a queue's failed jobs, and the web app's crash reports.
import { serviceHealthRoutes as contract } from "@unleak/contracts";
import { getCrashReport, getServiceHealth, listCrashGroups, retryFailedJobs } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";

export const serviceHealthRoutes = contractRouter()
  .openapi(route(contract.health), async (c) => {
    const { db, queue, config, mailer } = c.get("services");
    return c.json(await getServiceHealth({ db, queue, sandbox: config.sandbox, mailMode: mailer.mode, actor: requireActor(c) }), 200);
  })
  .openapi(route(contract.retryJobs), async (c) => {
    const { db, queue } = c.get("services");
    return c.json(await retryFailedJobs({ db, queue, actor: requireActor(c), name: c.req.valid("param").name }), 200);
  })
  .openapi(route(contract.crashReports), async (c) => c.json(await listCrashGroups({ db: c.get("services").db, actor: requireActor(c) }), 200))
  .openapi(route(contract.crashReport), async (c) => c.json(await getCrashReport({ db: c.get("services").db, actor: requireActor(c), id: c.req.valid("param").id }), 200));
