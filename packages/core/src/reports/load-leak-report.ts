// What the leak report PDF of one scan shows (the server lays it out), read for its owner only:
// the creator's name, the leaks with their evidence and pictures (the scan's stored leaks still on
// the creator's list, or the samples of an instant scan whose leaks were never stored), and the
// damage estimate recomputed for exactly the leaks listed; and the creator's takedown numbers (as on
// her dashboard) with each listed leak's takedown status (issue 13).
import type { DamageEstimate, LeakKind, MatchQuality, ScanKind, StoredScanSubject } from "@unleak/contracts";
import { type Database, leaks, referenceMedia, stageNames, user } from "@unleak/db";
import { estimateDamage } from "@unleak/scanner";
import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { evidencePicture } from "../leaks/evidence-picture";
import { byEvidenceStrength, leakMatchOf, type NameMatch } from "../leaks/leak-evidence";
import { findReadableScan } from "../scans/read-scans";
import type { ScanSummary } from "../scans/scan-summary";
import type { FileStorage } from "../storage/file-storage";
import { type LeakTakedown, leakTakedowns, loadReportTakedowns, type ReportTakedowns } from "./report-takedowns";

export type { LeakTakedown, ReportTakedowns } from "./report-takedowns";

export interface ReportLeak {
  url: string;
  siteName: string;
  category: string;
  title: string;
  kind: LeakKind;
  /** Null for a name mention: the report never gives it a picture quality. */
  pictureMatch: { quality: MatchQuality; distance: number | null; reference: string | null } | null;
  nameMatch: NameMatch | null;
  /** What was fetched; null for an instant scan's samples, which keep none. */
  evidence: { title: string; fetchedAt: Date; httpStatus: number } | null;
  firstSeenAt: Date | null;
  /** JPEGs for the side-by-side view: the found copy and the reference it matched. */
  foundPicture: Buffer | null;
  referencePicture: Buffer | null;
  /** How far its removal got; null for an instant scan's samples, which are not tracked. */
  takedown: LeakTakedown | null;
}

export interface LeakReportData {
  kind: ScanKind;
  creatorName: string;
  finishedAt: Date;
  summary: ScanSummary;
  damage: DamageEstimate | null;
  leaks: ReportLeak[];
  /** Leaks of this scan the creator marked as hers, licensed or false: left out of the report. */
  whitelisted: number;
  /** True when only the instant scan's sample leaks are known (visitors' scans keep no leak rows). */
  samplesOnly: boolean;
  /** The creator's takedown numbers across her list, counted as her dashboard counts them. */
  takedowns: ReportTakedowns;
}

/** The report of one of `ownerId`'s scans; another's scan is NOT_FOUND, an unfinished one a CONFLICT. */
export async function loadLeakReport({ db, storage, scanId, actor, ownerId }: Access & { db: Database; storage: FileStorage; scanId: string }): Promise<LeakReportData> {
  authorise(actor, "reports.read", ownerId);
  const userId = ownerId;
  const scan = await findReadableScan({ db, scanId, reader: { actor, ownerId, cookieKey: null } });
  if (scan.userId !== userId) throw new AppError("NOT_FOUND");
  if (scan.status !== "completed" || !scan.result || !scan.finishedAt) throw new AppError("CONFLICT");
  const summary = scan.result;
  const stored = scan.damage;
  const common = {
    kind: scan.kind,
    creatorName: await creatorNameOf({ db, userId, subject: scan.subject }),
    finishedAt: scan.finishedAt,
    summary,
    takedowns: await loadReportTakedowns({ db, userId }),
  };
  const ofThisScan = and(eq(leaks.userId, userId), eq(leaks.scanId, scan.id));
  const rows = await db
    .select({ leak: leaks, reference: { storageKey: referenceMedia.storageKey, sourceName: referenceMedia.sourceName } })
    .from(leaks)
    .leftJoin(referenceMedia, and(eq(referenceMedia.id, leaks.matchedReferenceId), eq(referenceMedia.userId, userId)))
    .where(and(ofThisScan, isNull(leaks.disposition)))
    .orderBy(asc(leaks.siteName), asc(leaks.url));
  const [{ whitelisted }] = await db.select({ whitelisted: count() }).from(leaks).where(and(ofThisScan, isNotNull(leaks.disposition)));
  // An instant scan whose leaks never became the account's (a scan from before they did) has samples only.
  if (scan.kind === "instant" && rows.length === 0 && Number(whitelisted) === 0) {
    const samples = [...summary.samples].sort(byEvidenceStrength);
    const listed = await Promise.all(
      samples.map(async (sample) => ({
        ...reportLeak({ ...sample, distance: null, matchedReferenceId: null }, null),
        firstSeenAt: scan.finishedAt,
        foundPicture: sample.kind === "picture" ? await evidencePicture({ storage, bucket: "evidence", key: sample.thumbnailKey }) : null,
      })),
    );
    return { ...common, damage: stored, leaks: listed, whitelisted: 0, samplesOnly: summary.leakCount > 0 };
  }
  // Each reference is read and shrunk once, however many leaks matched it.
  const references = new Map<string, Promise<Buffer | null>>();
  const referencePicture = (key: string) => references.get(key) ?? references.set(key, evidencePicture({ storage, bucket: "references", key })).get(key)!;
  const takedowns = await leakTakedowns({ db, listed: rows.map((row) => row.leak) });
  const listed: ReportLeak[] = [];
  for (const { leak, reference } of rows.sort((a, b) => byEvidenceStrength(a.leak, b.leak))) {
    const picture = leak.kind === "picture";
    listed.push({
      ...reportLeak(leak, reference?.sourceName ?? (leak.matchedReferenceId ? leak.matchedReferenceId.slice(0, 8) : null)),
      evidence: { title: leak.evidence.title, fetchedAt: new Date(leak.evidence.fetchedAt), httpStatus: leak.evidence.httpStatus },
      firstSeenAt: leak.firstSeenAt,
      foundPicture: picture ? await evidencePicture({ storage, bucket: "evidence", key: leak.thumbnailKey }) : null,
      referencePicture: picture && reference ? await referencePicture(reference.storageKey) : null,
      takedown: takedowns.get(leak.id) ?? null,
    });
  }
  // The estimate stored with the scan covered every page it found; the report's covers what it lists.
  const damage = stored ? estimateDamage(listed.map((leak) => ({ category: leak.category, kind: leak.kind, quality: leak.pictureMatch?.quality ?? leak.nameMatch!.confidence })), stored.assumptions) : null;
  return { ...common, damage, leaks: listed, whitelisted: Number(whitelisted), samplesOnly: false };
}

type EvidenceColumns = Parameters<typeof leakMatchOf>[0] & { url: string; siteName: string; category: string; title: string };

function reportLeak(
  leak: EvidenceColumns,
  reference: string | null,
): Omit<ReportLeak, "evidence" | "firstSeenAt" | "foundPicture" | "referencePicture" | "takedown"> & { evidence: null; referencePicture: null; takedown: null } {
  const { pictureMatch, nameMatch } = leakMatchOf(leak);
  return {
    url: leak.url,
    siteName: leak.siteName,
    category: leak.category,
    title: leak.title,
    kind: leak.kind,
    pictureMatch: pictureMatch ? { quality: pictureMatch.quality, distance: pictureMatch.distance, reference } : null,
    nameMatch,
    evidence: null,
    referencePicture: null,
    takedown: null,
  };
}

/** An instant scan names its creator; a full scan reads the account's stage name, else the account name. */
async function creatorNameOf({ db, userId, subject }: { db: Database; userId: string; subject: StoredScanSubject }): Promise<string> {
  const named = "names" in subject ? subject.names[0] : undefined;
  if (named) return named;
  const [stage] = await db.select({ name: stageNames.name }).from(stageNames).where(eq(stageNames.userId, userId)).limit(1);
  if (stage) return stage.name;
  const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return account?.name ?? "";
}
