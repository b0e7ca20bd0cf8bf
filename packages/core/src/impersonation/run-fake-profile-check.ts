// One look for a creator's fake profiles (issue 18, the fake-profile-check job). The engine searches
// the platforms of the site registry (people search, username variants, the profiles behind her
// leaks' pages), scores each candidate against her names, usernames, official links and reference
// pictures, and never returns her own accounts. Each candidate is kept with its evidence (the
// matched pictures as found, the page as text); her verdicts and reports stay as they are; an open
// profile whose page is gone is marked so; each new high-risk profile is told to her once.
import { type Database, fakeProfileChecks, fakeProfiles, leaks, profiles, referenceMedia, user } from "@unleak/db";
import { createReferenceSet } from "@unleak/scanner/image-match/index";
import { findFakeProfiles, REPORT_THRESHOLD, type ScoredProfile } from "@unleak/scanner/impersonation/index";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";
import { createNotification } from "../notifications/notifications";
import { loadCreatorSubject } from "../scans/creator-subject";
import type { ScanEngine } from "../scans/scan-engine";
import type { FileStorage } from "../storage/file-storage";
import { isProtected, protectedPrefixes } from "../takedowns/fileable-leaks";
import { pageCopyKeyOf, pictureKeyOf } from "./evidence-keys";

export interface FakeProfileServices {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  engine: ScanEngine;
  /** Tells her of new high-risk profiles (a notification and an e-mail in her language); none without. */
  alerts?: { mailer: Mailer; translatorFor: TranslatorFor; fakeProfilesUrl: string };
}

/** Categories whose sites carry leaks: a bio linking to one of them is a reason. */
const LEAK_CATEGORIES = new Set(["tube", "leak-aggregator", "forum", "file-host", "image-board", "cam-recordings", "telegram-index"]);
/** Her leaks on profile platforms whose authors' profiles are looked at, at most. */
const MAX_SEED_PAGES = 20;
/** The fetched page kept as evidence, at most (as text). */
const PAGE_COPY_CHARS = 512 * 1024;

export async function runFakeProfileCheck(services: FakeProfileServices, checkId: string): Promise<void> {
  const { db, clock, engine } = services;
  const [check] = await db.select().from(fakeProfileChecks).where(and(eq(fakeProfileChecks.id, checkId), eq(fakeProfileChecks.status, "running")));
  if (!check) return; // finished, or given up as lost
  const userId = check.userId;
  const fetcher = engine.createFetcher();
  try {
    const subject = await loadCreatorSubject({ db, storage: services.storage, userId });
    const references = createReferenceSet();
    for (const reference of subject.references ?? []) if (reference.buffer) await references.add(reference.id, reference.buffer).catch(() => undefined);
    const sites = engine.registry.sites.filter((site) => site.profiles);
    const leakHosts = engine.registry.sites.filter((site) => LEAK_CATEGORIES.has(site.category)).map((site) => new URL(site.baseUrl).host);
    const siteIds = sites.map((site) => site.id);
    const seeds = siteIds.length
      ? await db.select({ url: leaks.url }).from(leaks).where(and(eq(leaks.userId, userId), inArray(leaks.siteId, siteIds), isNull(leaks.disposition), inArray(leaks.kind, ["picture", "name"]))).limit(MAX_SEED_PAGES)
      : [];
    const found = await findFakeProfiles(
      { names: subject.names, usernames: subject.usernames ?? [], officialUrls: subject.officialUrls ?? [], references: references.size > 0 ? references : null },
      { sites, fetcher, leakHosts, seedUrls: seeds.map((seed) => seed.url), now: () => clock.now() },
    );
    const prefixes = await protectedPrefixes(db, userId);
    const kept = found.filter((profile) => !isProtected(profile.url, prefixes));
    const labels = await referenceLabels(db, userId);
    const fresh: ScoredProfile[] = [];
    for (const profile of kept) if (await saveFakeProfile(services, userId, withReferenceLabels(profile, labels))) fresh.push(profile);
    await markGone(services, userId, new Set(kept.map((profile) => profile.url)), fetcher);
    await db.update(fakeProfileChecks).set({ status: "completed", profilesSeen: kept.length, finishedAt: clock.now() }).where(eq(fakeProfileChecks.id, checkId));
    if (fresh.length > 0) await alertFakeProfiles(services, userId, fresh);
  } catch (error) {
    console.error(`[fake-profiles] check ${checkId} failed:`, error);
    await db.update(fakeProfileChecks).set({ status: "failed", finishedAt: clock.now() }).where(eq(fakeProfileChecks.id, checkId));
  } finally {
    await fetcher.close().catch(() => undefined);
  }
}

/**
 * How a reason names her reference: its file name as she uploaded it, else its place among her
 * references ("reference 3"), never an internal id. The evidence keeps the id for the side by side.
 */
async function referenceLabels(db: Database, userId: string): Promise<Map<string, string>> {
  const rows = await db.select({ id: referenceMedia.id, sourceName: referenceMedia.sourceName }).from(referenceMedia).where(eq(referenceMedia.userId, userId)).orderBy(asc(referenceMedia.createdAt), asc(referenceMedia.id));
  return new Map(rows.map((row, index) => [row.id, row.sourceName ?? String(index + 1)]));
}

function withReferenceLabels(profile: ScoredProfile, labels: Map<string, string>): ScoredProfile {
  const reasons = profile.reasons.map((reason) =>
    typeof reason.params.reference === "string" ? { ...reason, params: { ...reason.params, reference: labels.get(reason.params.reference) ?? reason.params.reference } } : reason,
  );
  return { ...profile, reasons };
}

/** Upserts one candidate; true when it is newly high risk and not yet told (it is marked told). */
async function saveFakeProfile({ db, storage, clock }: FakeProfileServices, userId: string, profile: ScoredProfile): Promise<boolean> {
  for (const picture of profile.pictures) await storage.put("evidence", pictureKeyOf(userId, picture.mediaUrl), picture.bytes);
  const pageCopyKey = pageCopyKeyOf(userId, profile.url);
  await storage.put("checks", pageCopyKey, Buffer.from(profile.pageText.slice(0, PAGE_COPY_CHARS), "utf8"));
  const now = clock.now();
  const evidence = {
    url: profile.url,
    fetchedAt: profile.fetchedAt.toISOString(),
    httpStatus: profile.httpStatus,
    foundBy: profile.foundBy,
    avatarUrl: profile.avatarUrl,
    pictures: profile.pictures.map(({ role, mediaUrl, referenceId, distance, quality }) => ({ role, mediaUrl, referenceId, distance, quality })),
  };
  const best = [...profile.pictures].sort((a, b) => a.distance - b.distance)[0];
  const values = {
    siteId: profile.siteId,
    siteName: profile.siteName,
    handle: profile.handle,
    displayName: profile.displayName,
    bio: profile.bio,
    links: profile.links,
    score: profile.score,
    reasons: profile.reasons,
    evidence,
    thumbnailKey: best ? pictureKeyOf(userId, best.mediaUrl) : null,
    pageCopyKey,
    lastSeenAt: now,
  };
  const [row] = await db
    .insert(fakeProfiles)
    .values({ userId, url: profile.url, ...values, firstSeenAt: now })
    // Her verdict and a report stay; a profile seen again after it had gone is open again.
    .onConflictDoUpdate({ target: [fakeProfiles.userId, fakeProfiles.url], set: { ...values, status: sql`case when ${fakeProfiles.status} = 'gone' then 'open' else ${fakeProfiles.status} end` } })
    .returning({ id: fakeProfiles.id, status: fakeProfiles.status, notifiedAt: fakeProfiles.notifiedAt });
  if (row.status !== "open" || row.notifiedAt || profile.score < REPORT_THRESHOLD) return false;
  const [told] = await db.update(fakeProfiles).set({ notifiedAt: now }).where(and(eq(fakeProfiles.id, row.id), isNull(fakeProfiles.notifiedAt))).returning({ id: fakeProfiles.id });
  return !!told;
}

/** Open profiles not found this time whose page now answers 404 or 410 are gone (nothing to report). */
async function markGone({ db }: FakeProfileServices, userId: string, seen: Set<string>, fetcher: ReturnType<ScanEngine["createFetcher"]>): Promise<void> {
  const open = await db.select({ id: fakeProfiles.id, url: fakeProfiles.url }).from(fakeProfiles).where(and(eq(fakeProfiles.userId, userId), eq(fakeProfiles.status, "open")));
  for (const profile of open.filter((row) => !seen.has(row.url))) {
    const answer = await fetcher.fetch(profile.url).catch(() => null);
    if (answer && (answer.status === 404 || answer.status === 410)) await db.update(fakeProfiles).set({ status: "gone" }).where(eq(fakeProfiles.id, profile.id));
  }
}

/** A notification per new high-risk profile, and one e-mail listing them, in her language. */
async function alertFakeProfiles({ db, alerts }: FakeProfileServices, userId: string, fresh: ScoredProfile[]): Promise<void> {
  if (!alerts) return;
  const [owner] = await db.select({ email: user.email, language: profiles.language }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  if (!owner) return;
  const t = alerts.translatorFor(owner.language);
  for (const profile of fresh) await createNotification({ db, userId, title: t("mail:fakeProfile.title"), message: t("mail:fakeProfile.message", { handle: profile.handle, site: profile.siteName }) });
  const list = fresh.map((profile) => `- @${profile.handle} (${profile.siteName}): ${profile.url}`).join("\n");
  await alerts.mailer.send({ to: owner.email, subject: t("mail:fakeProfile.subject"), text: t("mail:fakeProfile.text", { count: fresh.length, list, url: alerts.fakeProfilesUrl }) });
}
