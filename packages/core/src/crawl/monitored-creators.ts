// Who the shared crawl matches pages against (issue 20): every creator with a paid monitoring tier who
// is not banned, with what her own scans look for (names, usernames, reference pictures, official
// pages and whitelist, read by loadCreatorSubject). The matcher is kept between crawl jobs and rebuilt
// when the database's version of these creators changes; reference pictures are hashed once per process.
import type { SubscriptionTier } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import { profiles } from "@unleak/db";
import type { CreatorMatcher, CreatorReference, MonitoredCreator, SharedCrawlApi } from "@unleak/scanner";
import { and, eq, inArray, sql } from "drizzle-orm";
import { MONITORING_INTERVAL_MS } from "../monitoring/monitoring";
import { loadCreatorSubject } from "../scans/creator-subject";
import type { FileStorage } from "../storage/file-storage";

export const MONITORED_TIERS = Object.keys(MONITORING_INTERVAL_MS) as SubscriptionTier[];

const tierList = sql.join(
  MONITORED_TIERS.map((tier) => sql`${tier}`),
  sql`, `,
);

/**
 * Changes whenever a monitored creator, her account name, stage names, official links, reference
 * pictures or whitelist change (rows added or removed: counts and newest times; tiers and names: a digest).
 */
export async function monitoredCreatorsVersion(db: Database): Promise<string> {
  const result = await db.execute(sql`
    select concat_ws('|',
      (select md5(coalesce(string_agg(p.id || ':' || p.subscription_tier || ':' || u.name, ',' order by p.id), ''))
         from profiles p join "user" u on u.id = p.id where p.subscription_tier in (${tierList}) and p.banned = false),
      (select count(*) || ':' || coalesce(max(created_at)::text, '') from stage_names),
      (select count(*) || ':' || coalesce(max(created_at)::text, '') from official_links),
      (select count(*) || ':' || coalesce(max(created_at)::text, '') from reference_media),
      (select count(*) || ':' || coalesce(max(created_at)::text, '') from whitelist_entries)
    ) as version`);
  return String((result as unknown as { rows: Array<{ version: string }> }).rows[0]?.version ?? "");
}

/** The monitored creators' ids: a paid monitoring tier, not banned. */
export async function monitoredCreatorIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.subscriptionTier, MONITORED_TIERS), eq(profiles.banned, false)));
  return rows.map((row) => row.id);
}

type CrawlMatching = Pick<SharedCrawlApi, "createCreatorMatcher" | "hashCreatorReference">;

/** The matcher of all monitored creators, rebuilt only when their version changed. */
export function createMonitoredMatcherCache({ db, storage, crawl }: { db: Database; storage: FileStorage; crawl: CrawlMatching }) {
  /** Reference pictures hashed before, by id: a reference's picture never changes under its id. */
  const hashed = new Map<string, CreatorReference>();
  let built: { version: string; matcher: CreatorMatcher } | null = null;
  let building: Promise<CreatorMatcher> | null = null;

  async function build(version: string): Promise<CreatorMatcher> {
    const creators: MonitoredCreator[] = [];
    const kept = new Set<string>();
    for (const id of await monitoredCreatorIds(db)) {
      const subject = await loadCreatorSubject({ db, storage, userId: id });
      const references: CreatorReference[] = [];
      for (const ref of subject.references ?? []) {
        kept.add(ref.id);
        let reference = hashed.get(ref.id);
        if (!reference && ref.buffer) {
          reference = await crawl.hashCreatorReference(ref.id, ref.buffer, ref.video);
          hashed.set(ref.id, reference);
        }
        if (reference) references.push(reference);
      }
      creators.push({ id, names: subject.names, usernames: subject.usernames ?? [], references, officialUrls: subject.officialUrls ?? [], whitelist: subject.whitelist ?? [] });
    }
    for (const id of hashed.keys()) if (!kept.has(id)) hashed.delete(id);
    const matcher = crawl.createCreatorMatcher(creators);
    built = { version, matcher };
    return matcher;
  }

  return {
    async matcher(): Promise<CreatorMatcher> {
      const version = await monitoredCreatorsVersion(db);
      if (built?.version === version) return built.matcher;
      // Two jobs of this process that find it stale at once build it once.
      building ??= build(version).finally(() => (building = null));
      return building;
    },
  };
}

export type MonitoredMatcherCache = ReturnType<typeof createMonitoredMatcherCache>;
