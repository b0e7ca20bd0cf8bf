// The administrators' service health (issue 16) on one page: the takedown queue (the counts of the
// takedown overview, whose page has the details), the job queue by kind, each monitored site's
// health from its last crawl, and the mail outbox's counts and newest messages (the outbox page
// has their text). Crash reports have their own routes (list-crash-groups.ts).
import type { MailMode, ServiceHealth } from "@unleak/contracts";
import { type Database, mailOutbox, noticeReplies, notices, scans } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import { count, desc, eq, sql } from "drizzle-orm";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { monitoredSites } from "../sites/site-health";
import { type ScanTarget, siteRegistryFor } from "../sites/site-registry";

/** As list-monitored-sites.ts: the recent finished scans that date each site's last crawl. */
const RECENT_SCANS = 100;
const NEWEST_MAILS = 5;

async function takedownQueue(db: Database): Promise<ServiceHealth["takedowns"]> {
  const [byStatus] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${notices.status} in ('queued', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${notices.status} = 'failed')::int`,
    })
    .from(notices);
  const [replies] = await db
    .select({
      unparsed: sql<number>`count(*) filter (where ${noticeReplies.noticeId} is not null and ${noticeReplies.kind} = 'unparsed')::int`,
      unthreaded: sql<number>`count(*) filter (where ${noticeReplies.noticeId} is null)::int`,
    })
    .from(noticeReplies);
  return { waiting: Number(byStatus!.waiting), failed: Number(byStatus!.failed), unparsedReplies: Number(replies!.unparsed), unthreadedReplies: Number(replies!.unthreaded) };
}

/** Each site's health; for one with errors, how many sites its covering scan could not read (scans keep no more). */
async function siteHealth(db: Database, sandbox: ScanTarget): Promise<ServiceHealth["sites"]> {
  const recent = await db
    .select({ scope: scans.scope, finishedAt: scans.finishedAt, result: scans.result })
    .from(scans)
    .where(eq(scans.status, "completed"))
    .orderBy(desc(scans.finishedAt))
    .limit(RECENT_SCANS);
  const sites = monitoredSites(siteRegistryFor(sandbox).sites, recent).map((site) => {
    const covering = site.health === "errors" ? recent.find((scan) => scan.finishedAt?.toISOString() === site.lastCrawledAt) : undefined;
    return { id: site.id, name: site.name, category: site.category, health: site.health, lastCrawledAt: site.lastCrawledAt, siteErrors: covering?.result?.siteErrors ?? null };
  });
  return { target: sandbox.enabled ? "sandbox" : "live", sites };
}

async function mailHealth(db: Database, mode: MailMode): Promise<ServiceHealth["mail"]> {
  const byStatus = await db.select({ status: mailOutbox.status, count: count() }).from(mailOutbox).groupBy(mailOutbox.status).orderBy(mailOutbox.status);
  const newest = await db
    .select({ id: mailOutbox.id, channel: mailOutbox.channel, to: mailOutbox.to, subject: mailOutbox.subject, status: mailOutbox.status, error: mailOutbox.error, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(NEWEST_MAILS);
  return {
    mode,
    byStatus: byStatus.map((row) => ({ status: row.status, count: Number(row.count) })),
    newest: newest.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
  };
}

export async function getServiceHealth({ db, queue, sandbox, mailMode, actor }: { db: Database; queue: Pick<Queue, "stats">; sandbox: ScanTarget; mailMode: MailMode; actor: SignedInActor }): Promise<ServiceHealth> {
  authorise(actor, "admin.health.read", actor.userId);
  return {
    takedowns: await takedownQueue(db),
    jobs: await queue.stats(),
    sites: await siteHealth(db, sandbox),
    mail: await mailHealth(db, mailMode),
  };
}
