// The evidence pack of a case (issue 13): one ZIP per leak for a lawyer or a platform, holding the
// evidence at discovery, every notice exactly as sent (raw and PDF), the replies, the removal
// checks with the copies of the pages they fetched, a PDF for people and a manifest listing every
// file with its size and SHA-256, signed with the service's Ed25519 key so that a later change to
// any byte is detectable.
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";
import type { LeakStatus } from "@unleak/contracts";
import { type Database, noticeChains, removalChecks, stageNames } from "@unleak/db";
import { and, asc, eq } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { verifyNoticeLog } from "./notice-log";
import { readLeakCase } from "./read-leak-case";

/** Signs the manifest: a detached Ed25519 signature over its exact bytes. */
export interface EvidenceSigner {
  sign(data: Uint8Array): Buffer;
  /** The public key (SPKI PEM) the signature verifies with, served at GET /api/evidence-key. */
  publicKeyPem: string;
}

/** A signer from an Ed25519 private key (PKCS8 PEM). */
export function ed25519Signer(privateKeyPem: string): EvidenceSigner {
  const key: KeyObject = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== "ed25519") throw new Error("The evidence signing key must be an Ed25519 private key (PKCS8 PEM).");
  const publicKeyPem = createPublicKey(key).export({ type: "spki", format: "pem" }).toString();
  return { sign: (data) => sign(null, data, key), publicKeyPem };
}

/** Whether `signature` is the signer's over `data`, checked with the public key alone. */
export function verifyEvidenceSignature(publicKeyPem: string, data: Uint8Array, signature: Uint8Array): boolean {
  return verify(null, data, createPublicKey(publicKeyPem), signature);
}

export type TimelineKind = "found" | "notice_created" | "notice_sent" | "reply" | "check" | "removed" | "handed_over";

export interface TimelineEntry {
  at: Date;
  kind: TimelineKind;
  /** The notice reference, reply kind, check outcome ... the PDF words it. */
  detail: Record<string, string | number | null>;
}

/** What the PDF for people is laid out from. */
export interface EvidenceCase {
  caseId: string;
  creator: string | null;
  url: string;
  siteName: string;
  title: string;
  status: LeakStatus;
  firstSeenAt: Date;
  trackingSince: Date | null;
  removedAt: Date | null;
  handedOverAt: Date | null;
  notices: Array<{ reference: string; wave: number; recipientName: string; address: string; channel: string; basis: string; status: string; sentAt: Date | null; rawSha256: string }>;
  timeline: TimelineEntry[];
  chain: { head: string | null; length: number; intact: boolean; brokenAt: number | null };
  generatedAt: Date;
}

export interface EvidencePackFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface EvidencePack {
  zip: Uint8Array;
  filename: string;
  manifest: Record<string, unknown>;
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
/** A name safe inside a ZIP: references are already, but never trust a stored value with a path. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, "_");

export async function buildEvidencePack({
  db,
  storage,
  actor,
  ownerId,
  leakId,
  signer,
  renderPdf,
  now,
}: Access & {
  db: Database;
  storage: FileStorage;
  leakId: string;
  signer: EvidenceSigner;
  renderPdf: (data: EvidenceCase) => Promise<Uint8Array>;
  /** When the pack is made (the clock's now). */
  now: Date;
}): Promise<EvidencePack> {
  authorise(actor, "notices.read", ownerId);
  const { leak, notices: caseNotices, replies, events } = await readLeakCase({ db, ownerId, leakId });
  const [stage] = await db.select({ name: stageNames.name }).from(stageNames).where(eq(stageNames.userId, ownerId)).orderBy(asc(stageNames.createdAt)).limit(1);
  const checks = await db.select().from(removalChecks).where(and(eq(removalChecks.leakId, leak.id), eq(removalChecks.userId, ownerId))).orderBy(asc(removalChecks.checkedAt));
  const [chainHead] = await db.select().from(noticeChains).where(eq(noticeChains.userId, ownerId));
  const verification = await verifyNoticeLog(db, ownerId);
  const referenceOf = new Map(caseNotices.map((notice) => [notice.id, notice.reference]));

  const files: Zippable = {};
  const add = (path: string, data: Uint8Array) => (files[path] = data);
  add("evidence/discovery.json", strToU8(JSON.stringify({ url: leak.url, siteId: leak.siteId, siteName: leak.siteName, title: leak.title, kind: leak.kind, quality: leak.quality, distance: leak.distance, firstSeenAt: iso(leak.firstSeenAt), evidence: leak.evidence }, null, 2)));
  const thumbnail = leak.thumbnailKey ? await storage.get("evidence", leak.thumbnailKey) : null;
  if (thumbnail) add("evidence/thumbnail.jpg", new Uint8Array(thumbnail));
  for (const notice of caseNotices) {
    const name = safeName(notice.reference);
    add(`notices/${name}.eml`, strToU8(notice.raw));
    const pdf = notice.pdfKey ? await storage.get("notices", notice.pdfKey) : null;
    if (pdf) add(`notices/${name}.pdf`, new Uint8Array(pdf));
    add(
      `notices/${name}.json`,
      strToU8(
        JSON.stringify(
          {
            reference: notice.reference,
            wave: notice.wave,
            basis: notice.basis,
            recipientKind: notice.recipientKind,
            recipientName: notice.recipientName,
            channel: notice.channel,
            address: notice.address,
            language: notice.language,
            subject: notice.subject,
            body: notice.body,
            rawSha256: notice.rawSha256,
            messageId: notice.messageId,
            status: notice.status,
            answer: notice.answer,
            ticket: notice.ticket,
            createdAt: iso(notice.createdAt),
            sentAt: iso(notice.sentAt),
            repliedAt: iso(notice.repliedAt),
          },
          null,
          2,
        ),
      ),
    );
  }
  for (const [index, reply] of replies.entries()) add(`replies/${index + 1}.eml`, strToU8(reply.raw));
  for (const [index, check] of checks.entries()) {
    // The copy of the page the check fetched, as it was served (its SHA-256 is in the check's evidence and the manifest).
    const copy = check.copyKey ? await storage.get("checks", check.copyKey) : null;
    const copyFile = copy ? `checks/${index + 1}.page.txt` : null;
    if (copy && copyFile) add(copyFile, new Uint8Array(copy));
    add(`checks/${index + 1}.json`, strToU8(JSON.stringify({ target: check.target, url: check.url, outcome: check.outcome, reason: check.reason, checkedAt: iso(check.checkedAt), evidence: check.evidence, pageCopy: copyFile }, null, 2)));
  }
  add(
    "log/events.json",
    strToU8(JSON.stringify(events.map((event) => ({ sequence: event.sequence, notice: referenceOf.get(event.noticeId ?? "") ?? null, kind: event.kind, at: iso(event.at), detail: event.detail, previousHash: event.previousHash, hash: event.hash })), null, 2)),
  );

  const timeline: TimelineEntry[] = [{ at: leak.firstSeenAt, kind: "found", detail: { site: leak.siteName } }];
  for (const notice of caseNotices) {
    timeline.push({ at: notice.createdAt, kind: "notice_created", detail: { reference: notice.reference, wave: notice.wave, recipient: notice.recipientName } });
    if (notice.sentAt) timeline.push({ at: notice.sentAt, kind: "notice_sent", detail: { reference: notice.reference, wave: notice.wave, recipient: notice.recipientName, address: notice.address } });
  }
  for (const reply of replies) timeline.push({ at: reply.receivedAt, kind: "reply", detail: { reference: referenceOf.get(reply.noticeId ?? "") ?? null, kind: reply.kind, from: reply.fromAddress } });
  for (const check of checks) timeline.push({ at: check.checkedAt, kind: "check", detail: { target: check.target, outcome: check.outcome, reason: check.reason } });
  if (leak.removedAt) timeline.push({ at: leak.removedAt, kind: "removed", detail: {} });
  if (leak.handedOverAt) timeline.push({ at: leak.handedOverAt, kind: "handed_over", detail: {} });
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());

  const chain = { head: chainHead?.headHash ?? null, length: verification.length, intact: verification.intact, brokenAt: verification.brokenAt };
  const data: EvidenceCase = {
    caseId: leak.id,
    creator: stage?.name ?? null,
    url: leak.url,
    siteName: leak.siteName,
    title: leak.title,
    status: leak.status,
    firstSeenAt: leak.firstSeenAt,
    trackingSince: leak.trackingSince,
    removedAt: leak.removedAt,
    handedOverAt: leak.handedOverAt,
    notices: caseNotices.map((notice) => ({
      reference: notice.reference,
      wave: notice.wave,
      recipientName: notice.recipientName,
      address: notice.address,
      channel: notice.channel,
      basis: notice.basis,
      status: notice.status,
      sentAt: notice.sentAt,
      rawSha256: notice.rawSha256,
    })),
    timeline,
    chain,
    generatedAt: now,
  };
  add("case.pdf", await renderPdf(data));

  const listed: EvidencePackFile[] = Object.keys(files)
    .sort()
    .map((path) => {
      const bytes = files[path] as Uint8Array;
      return { path, bytes: bytes.byteLength, sha256: sha256(bytes) };
    });
  const manifest = {
    format: "unleak-evidence-pack/1",
    caseId: leak.id,
    generatedAt: now.toISOString(),
    creator: { stageName: stage?.name ?? null },
    leak: {
      url: leak.url,
      siteName: leak.siteName,
      status: leak.status,
      firstSeenAt: iso(leak.firstSeenAt),
      trackingSince: iso(leak.trackingSince),
      removedAt: iso(leak.removedAt),
      handedOverAt: iso(leak.handedOverAt),
    },
    notices: data.notices.map((notice) => ({ ...notice, sentAt: iso(notice.sentAt) })),
    noticeLog: { chainHead: chain.head, length: chain.length, verified: chain.intact, brokenAt: chain.brokenAt },
    files: listed,
    signature: { algorithm: "Ed25519", file: "manifest.sig", publicKey: signer.publicKeyPem },
  };
  const manifestBytes = strToU8(JSON.stringify(manifest, null, 2));
  add("manifest.json", manifestBytes);
  add("manifest.sig", new Uint8Array(signer.sign(manifestBytes)));
  // Every entry carries the pack's time from core's clock, not the server's.
  const zip = zipSync(files, { level: 6, mtime: now });
  return { zip, filename: `unleak-evidence-${leak.id.slice(0, 8)}-${now.toISOString().slice(0, 10)}.zip`, manifest };
}
