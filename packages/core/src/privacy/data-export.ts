// A user's data export (issue 19, GDPR art. 15 and 20): asked for on /settings/export, built by a
// job into one ZIP (a JSON file per table with every row about the user, their private files
// decrypted under files/<bucket>/, and a README), stored encrypted in the "exports" bucket and
// downloaded once through a one-time link (only the token's SHA-256 is kept) that expires after
// EXPORT_LINK_TTL_HOURS. A downloaded or expired export's file is deleted.
import { createHash, randomBytes } from "node:crypto";
import type { DataExport } from "@unleak/contracts";
import { type Database, dataExports } from "@unleak/db";
import { dataExportJob, type Queue } from "@unleak/jobs";
import { and, desc, eq, lte } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { readPersonalData } from "./read-personal-data";
import { accountMailbox, mailDate, type PrivacyServices } from "./privacy-services";

type ExportRow = typeof dataExports.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const tokenHashOf = (token: string): string => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

export function exportView(row: ExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    downloadedAt: iso(row.downloadedAt),
    sizeBytes: row.sizeBytes ?? null,
  };
}

/** The address the mailed and shown link opens: the export page, which downloads with the caller's session. */
export const exportPageUrl = (appUrl: string, token: string) => `${appUrl}/settings/export?token=${token}`;
export const exportDownloadPath = (token: string) => `/api/privacy/exports/download?token=${token}`;

/** Queues an export of the actor's own data; one at a time (EXPORT_IN_PROGRESS while one is built). */
export async function requestDataExport({ db, queue, actor, ownerId }: { db: Database; queue: Queue; actor: SignedInActor; ownerId: string }): Promise<DataExport> {
  authorise(actor, "privacy.manage", ownerId);
  const [row] = await db.insert(dataExports).values({ userId: ownerId }).onConflictDoNothing().returning();
  if (!row) throw new AppError("EXPORT_IN_PROGRESS");
  await queue.send(dataExportJob, { exportId: row.id }, { singletonKey: row.id });
  return exportView(row);
}

/** The actor's latest export, expired first when its link ran out. */
export async function readLatestExport({ db, storage, clock, actor, ownerId }: Pick<PrivacyServices, "db" | "storage" | "clock"> & { actor: SignedInActor; ownerId: string }): Promise<DataExport | null> {
  authorise(actor, "privacy.manage", ownerId);
  await expireDataExports({ db, storage, now: clock.now(), userId: ownerId });
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, ownerId)).orderBy(desc(dataExports.createdAt)).limit(1);
  return row ? exportView(row) : null;
}

/** Builds the ZIP of one queued export, stores it, and mails the link. A rerun of a finished one does nothing. */
export async function buildDataExport(services: PrivacyServices, exportId: string): Promise<void> {
  const { db, storage, clock } = services;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || row.status !== "queued") return;
  try {
    const mailbox = await accountMailbox(db, row.userId);
    const t = services.translatorFor(mailbox?.language ?? null);
    const now = clock.now();
    const { tables, files } = await readPersonalData({ db, storage, userId: row.userId });
    const zip: Zippable = {};
    for (const [name, rows] of Object.entries(tables)) zip[`data/${name}.json`] = strToU8(JSON.stringify(rows, null, 2));
    for (const file of files) zip[`files/${file.bucket}/${file.key}`] = file.data;
    zip["README.txt"] = strToU8(t("privacy:readme", { date: now.toISOString(), tables: Object.keys(tables).length, files: files.length }));
    const bytes = zipSync(zip, { level: 6 });
    const fileKey = `${row.userId}/${row.id}.zip`;
    await storage.put("exports", fileKey, Buffer.from(bytes));
    const token = newToken();
    const expiresAt = new Date(now.getTime() + services.exportLinkTtlHours * 3_600_000);
    const [ready] = await db
      .update(dataExports)
      .set({ status: "ready", fileKey, sizeBytes: bytes.length, tokenHash: tokenHashOf(token), readyAt: now, expiresAt, error: null })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "queued")))
      .returning({ id: dataExports.id });
    if (!ready) return void (await storage.remove("exports", fileKey));
    if (mailbox?.email) {
      await services.mailer.send({
        to: mailbox.email,
        subject: t("privacy:mail.exportReady.subject"),
        text: t("privacy:mail.exportReady.text", { url: exportPageUrl(services.appUrl, token), hours: services.exportLinkTtlHours, date: mailDate(expiresAt) }),
      });
    }
  } catch (error) {
    await db.update(dataExports).set({ status: "failed", error: (error as Error).message.slice(0, 500) }).where(and(eq(dataExports.id, row.id), eq(dataExports.status, "queued")));
  }
}

/** A fresh one-time token for the actor's ready export (the page's button); the mailed one stops working. */
export async function renewExportLink({ db, storage, clock, actor, ownerId, exportId }: Pick<PrivacyServices, "db" | "storage" | "clock"> & { actor: SignedInActor; ownerId: string; exportId: string }): Promise<string> {
  authorise(actor, "privacy.manage", ownerId);
  await expireDataExports({ db, storage, now: clock.now(), userId: ownerId });
  const token = newToken();
  const [row] = await db
    .update(dataExports)
    .set({ tokenHash: tokenHashOf(token) })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, ownerId), eq(dataExports.status, "ready")))
    .returning({ id: dataExports.id });
  if (!row) {
    const [known] = await db.select({ id: dataExports.id }).from(dataExports).where(and(eq(dataExports.id, exportId), eq(dataExports.userId, ownerId)));
    throw new AppError(known ? "EXPORT_LINK_GONE" : "NOT_FOUND");
  }
  return exportDownloadPath(token);
}

/**
 * Hands over the export a token names, once: the caller must be the account that asked for it
 * (else NOT_FOUND); a downloaded or expired one answers EXPORT_LINK_GONE. The row is marked
 * downloaded and the file deleted before the bytes leave, so a second use never gets them.
 */
export async function takeDataExport({ db, storage, clock, actor, token }: Pick<PrivacyServices, "db" | "storage" | "clock"> & { actor: SignedInActor; token: string }): Promise<{ zip: Buffer; filename: string }> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.tokenHash, tokenHashOf(token)));
  if (!row) throw new AppError("EXPORT_LINK_GONE");
  authorise(actor, "privacy.manage", row.userId);
  const now = clock.now();
  await expireDataExports({ db, storage, now, userId: row.userId });
  const [taken] = await db
    .update(dataExports)
    .set({ status: "downloaded", downloadedAt: now, fileKey: null, tokenHash: null })
    .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "ready")))
    .returning({ id: dataExports.id });
  if (!taken || !row.fileKey) throw new AppError("EXPORT_LINK_GONE");
  const zip = await storage.get("exports", row.fileKey);
  await storage.remove("exports", row.fileKey);
  if (!zip) throw new AppError("EXPORT_LINK_GONE");
  return { zip, filename: `unleak-data-export-${mailDate(row.readyAt ?? now)}.zip` };
}

/** Ends every ready export whose link ran out by `now` (of one user, or everybody's): the file is deleted. */
export async function expireDataExports({ db, storage, now, userId }: { db: Database; storage: FileStorage; now: Date; userId?: string }): Promise<number> {
  const expired = await db
    .update(dataExports)
    .set({ status: "expired", tokenHash: null, fileKey: null })
    .where(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, now), ...(userId ? [eq(dataExports.userId, userId)] : [])))
    .returning({ id: dataExports.id, userId: dataExports.userId });
  // The file key is cleared above; it is always <userId>/<id>.zip.
  for (const row of expired) await storage.remove("exports", `${row.userId}/${row.id}.zip`);
  return expired.length;
}

/** Deletes every export of a user and its file (at erasure). */
export async function removeDataExports(db: Database, storage: FileStorage, userId: string): Promise<void> {
  const rows = await db.delete(dataExports).where(eq(dataExports.userId, userId)).returning({ id: dataExports.id });
  for (const row of rows) await storage.remove("exports", `${userId}/${row.id}.zip`);
}

