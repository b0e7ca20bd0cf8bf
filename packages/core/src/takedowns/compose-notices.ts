// Composing a removal request's notices (issue 12, the takedown-compose job). Each leak is routed
// (site channel, host by RDAP, CDN and origin, search engines), the leaks are grouped into one
// notice per recipient, each notice is composed from the repository's templates, checked by the
// validator (an incomplete one is refused with its reasons, never queued), rendered as the exact
// bytes that will leave (MIME, or the form's body) and a PDF, stored with a "composed" entry in
// the creator's hash-chained log, and handed to the send job. Rerunning after a crash skips what
// exists and re-queues what was not yet sent.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { agencies, type Database, leaks, noticeItems, notices, officialLinks, removalRequests, stageNames } from "@unleak/db";
import { sendNoticeJob } from "@unleak/jobs";
import { composeNotice, type FollowUp, type ManagingAgency, type NoticeInput, type NoticeItem, renderNoticePdf, type Route, validateNotice, withFollowUp } from "@unleak/takedown";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import DKIM from "nodemailer/lib/dkim";
import MailComposer from "nodemailer/lib/mail-composer";
import { loadAuthorisationFacts, mayActFor } from "../authorisation/may-act-for";
import { isUniqueViolation } from "../errors/app-error";
import type { LeakRow } from "./fileable-leaks";
import { refreshLeakStatuses } from "./leak-status";
import { appendNoticeEvent } from "./notice-log";
import { replyAddressOf, routeKindOf, type TakedownServices } from "./takedown-services";

const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Rows per insert of a notice's items (7 parameters each, well under PostgreSQL's 65,535). */
const ITEMS_PER_INSERT = 1000;

/** A short reference hosts can quote: "UL-" and six characters of an unambiguous alphabet. */
export function newReference(): string {
  return `UL-${[...randomBytes(6)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join("")}`;
}

export interface Group {
  route: Route;
  leaks: LeakRow[];
}

/** A wave after the first (issue 13): its number, and the earlier notice it follows up (null: a first notice to a recipient added by the wave, e.g. a search engine's delisting). */
export interface WaveOptions {
  wave: number;
  followUp: FollowUp | null;
}

/** The leaks of one request, grouped by where their notices go (one notice per recipient). */
async function groupByRecipient(services: TakedownServices, rows: LeakRow[]): Promise<{ groups: Group[]; unroutable: string[] }> {
  const groups = new Map<string, Group>();
  const unroutable: string[] = [];
  for (const leak of rows) {
    const routes = await services.routeLeak({ url: leak.url, mediaUrls: leak.evidence.mediaUrls ?? [], siteId: leak.siteId, kind: routeKindOf(leak) });
    if (routes.length === 0) unroutable.push(leak.id);
    for (const route of routes) {
      const key = `${route.channel} ${route.address.toLowerCase()}`;
      const group = groups.get(key) ?? { route, leaks: [] };
      group.leaks.push(leak);
      groups.set(key, group);
    }
  }
  return { groups: [...groups.values()], unroutable };
}

/** What every notice of a creator says about her and her authority. */
export async function principalOf(db: Database, userId: string) {
  const [stage] = await db.select({ name: stageNames.name }).from(stageNames).where(eq(stageNames.userId, userId)).orderBy(asc(stageNames.createdAt)).limit(1);
  const links = await db.select({ url: officialLinks.url }).from(officialLinks).where(eq(officialLinks.userId, userId)).orderBy(asc(officialLinks.createdAt));
  const facts = await loadAuthorisationFacts(db, userId);
  return { name: stage?.name ?? null, sourceUrls: links.map((link) => link.url), letter: facts.letter };
}

/**
 * The management agency a notice names (issue 17): the agency that made the requests whose leaks the
 * notice groups, only when every one of them was made by that same agency. A request made by the
 * creator herself (or by another agency) among them leaves the agency out, so that no notice names an
 * agency for leaks it did not ask to remove. Today a notice groups the leaks of one request (a wave's
 * follow-up: the request of the leak's first notice), whose agency it is. The company details are
 * those of the moment of composition; the notice is kept as sent.
 */
async function managingAgencyOf(db: Database, requestIds: string[]): Promise<ManagingAgency | null> {
  const rows = await db
    .select({ agencyId: removalRequests.requestedByAgencyId, name: agencies.name, website: agencies.website, email: agencies.contactEmail, phone: agencies.phone, address: agencies.address })
    .from(removalRequests)
    .leftJoin(agencies, eq(agencies.id, removalRequests.requestedByAgencyId))
    .where(inArray(removalRequests.id, requestIds));
  const [first] = rows;
  if (!first?.name || rows.length !== new Set(requestIds).size || rows.some((row) => row.agencyId !== first.agencyId)) return null;
  return { name: first.name, website: first.website, email: first.email, phone: first.phone, address: first.address };
}

/** One row per page and per media URL: a picture several pages embed is named once, under the first. */
function itemsOf(rows: LeakRow[]): NoticeItem[] {
  const named = new Set(rows.map((leak) => leak.url));
  return rows.map((leak) => {
    const mediaUrls: string[] = [];
    for (const url of leak.evidence.mediaUrls ?? []) {
      if (named.has(url)) continue;
      named.add(url);
      mediaUrls.push(url);
    }
    return { pageUrl: leak.url, mediaUrls, title: leak.title || null };
  });
}

/** The exact bytes that leave: a MIME message with the PDF attached, or a web form's encoded body. */
async function rawOf(services: TakedownServices, route: Route, reference: string, messageId: string, composed: { subject: string; text: string }, pdf: Uint8Array, urls: string[]) {
  const replyTo = replyAddressOf(reference, services.replyDomain);
  if (route.channel === "webform") {
    const body = new URLSearchParams({ name: services.agent.name, email: replyTo, urls: urls.join("\n"), statement: composed.text, reference });
    return body.toString();
  }
  const message = new MailComposer({
    from: services.from,
    to: route.address,
    replyTo,
    subject: composed.subject,
    text: composed.text,
    messageId,
    date: services.clock.now(),
    headers: { "X-Unleak-Reference": reference },
    attachments: [{ filename: `${reference}.pdf`, content: Buffer.from(pdf), contentType: "application/pdf" }],
  });
  const built = await message.compile().build();
  return (services.dkim ? await dkimSigned(built, services.dkim) : built).toString("utf8");
}

/** The message with a DKIM-Signature header, signed once here so that the kept bytes are the sent ones. */
async function dkimSigned(message: Buffer, key: NonNullable<TakedownServices["dkim"]>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of new DKIM({ ...key, headerFieldNames: "from:sender:reply-to:subject:date:message-id:to:cc:mime-version:content-type:x-unleak-reference" }).sign(message)) {
    chunks.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(chunks);
}

/** Composes, stores and queues one recipient's notice (of wave 0, or a later wave); problems when refused as incomplete. */
export async function composeOne(
  services: TakedownServices,
  request: { id: string; userId: string },
  group: Group,
  principal: Awaited<ReturnType<typeof principalOf>>,
  waveOptions: WaveOptions | null = null,
): Promise<{ noticeId: string | null; problems: string[] }> {
  const { db, clock, storage, agent } = services;
  const { route } = group;
  const wave = waveOptions?.wave ?? 0;
  // One notice per leak per recipient per wave: leaks already filed there (an earlier request) are left out.
  const filed = await db
    .select({ leakId: noticeItems.leakId })
    .from(noticeItems)
    .where(and(eq(noticeItems.address, route.address), eq(noticeItems.wave, wave), inArray(noticeItems.leakId, group.leaks.map((leak) => leak.id))));
  const already = new Set(filed.map((row) => row.leakId));
  const rows = group.leaks.filter((leak) => !already.has(leak.id));
  if (rows.length === 0) return { noticeId: null, problems: [] };

  const items = itemsOf(rows);
  const letter = principal.letter;
  const managedBy = await managingAgencyOf(db, [request.id]);
  const reference = newReference();
  const input: NoticeInput = {
    basis: route.basis,
    language: route.language,
    reference,
    date: clock.now(),
    agent,
    principal: { name: principal.name ?? "" },
    recipient: { name: route.recipientName, kind: route.recipientKind },
    works: [{ description: letter?.contentDescription ?? "", sourceUrls: principal.sourceUrls }],
    items,
    authority: { reference: letter ? `${services.baseUrl}/digital-signature#${letter.id}` : null, sha256: letter?.documentHash ?? null, signedAt: letter?.signedAt ?? null },
    ...(managedBy ? { managedBy } : {}),
  };
  const problems = validateNotice(input);
  if (problems.length > 0) return { noticeId: null, problems: problems.map((problem) => `${problem.element}: ${problem.message}`) };
  const complete = composeNotice(input);
  const composed = waveOptions?.followUp ? withFollowUp(complete, route.language, waveOptions.followUp) : complete;
  const pdf = await renderNoticePdf(input, composed);
  const messageId = `<${reference}.${randomUUID()}@${services.replyDomain}>`;
  const urls = items.flatMap((item) => [item.pageUrl, ...item.mediaUrls]);
  const raw = await rawOf(services, route, reference, messageId, composed, pdf, urls);
  const rawSha256 = createHash("sha256").update(raw).digest("hex");
  const pdfKey = `${request.userId}/${reference}.pdf`;
  await storage.put("notices", pdfKey, Buffer.from(pdf));
  const now = clock.now();
  // A concurrent run that filed the same leak to the same recipient in the same wave wins: nothing twice.
  const noticeId = await db.transaction(async (tx) => {
    const [notice] = await tx
      .insert(notices)
      .values({
        userId: request.userId,
        requestId: request.id,
        reference,
        basis: route.basis,
        recipientKind: route.recipientKind,
        recipientName: route.recipientName,
        channel: route.channel,
        address: route.address,
        siteId: rows[0].siteId,
        language: route.language,
        routeReason: route.reason,
        subject: composed.subject,
        body: composed.text,
        raw,
        rawSha256,
        pdfKey,
        messageId: route.channel === "email" ? messageId : null,
        wave,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: notices.id });
    if (!notice) return null; // a rerun: this recipient's notice of the request exists
    const values = rows.map((leak, i) => ({ noticeId: notice.id, userId: request.userId, leakId: leak.id, address: route.address, wave, pageUrl: items[i].pageUrl, mediaUrls: items[i].mediaUrls }));
    // In slices: one statement's parameters are limited (65,535), and a search engine's notice may name every leak.
    for (let start = 0; start < values.length; start += ITEMS_PER_INSERT) await tx.insert(noticeItems).values(values.slice(start, start + ITEMS_PER_INSERT));
    await appendNoticeEvent(tx, {
      userId: request.userId,
      noticeId: notice.id,
      kind: "composed",
      at: now,
      detail: { reference, recipient: route.address, channel: route.channel, basis: route.basis, reason: route.reason.code, wave, urls, rawSha256 },
    });
    return notice.id;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  if (noticeId) await services.queue.send(sendNoticeJob, { noticeId }, { singletonKey: noticeId });
  return { noticeId, problems: [] };
}

/** After this many attempts a request that keeps failing is given up, its leaks marked failed. */
export const MAX_COMPOSE_ATTEMPTS = 12;

/** The compose job: idempotent, so a crashed worker's rerun finishes the request without duplicates. */
export async function composeRequest(services: TakedownServices, requestId: string): Promise<void> {
  const { db, clock } = services;
  const [request] = await db
    .update(removalRequests)
    .set({ attempts: sql`${removalRequests.attempts} + 1` })
    .where(and(eq(removalRequests.id, requestId), eq(removalRequests.status, "composing")))
    .returning();
  if (!request) return; // composed, failed, or unknown
  if (request.attempts > MAX_COMPOSE_ATTEMPTS) {
    await db.transaction(async (tx) => {
      await tx.update(removalRequests).set({ status: "failed", composedAt: clock.now(), error: `given up after ${MAX_COMPOSE_ATTEMPTS} attempts: ${request.error ?? "unknown error"}` }).where(eq(removalRequests.id, request.id));
      await tx.update(leaks).set({ status: "failed" }).where(and(inArray(leaks.id, request.leakIds), eq(leaks.status, "queued"), isNull(leaks.disposition)));
    });
    return;
  }
  try {
    await composeAttempt(services, request);
  } catch (error) {
    await db.update(removalRequests).set({ error: (error as Error).message.slice(0, 2000) }).where(eq(removalRequests.id, request.id));
    throw error;
  }
}

async function composeAttempt(services: TakedownServices, request: typeof removalRequests.$inferSelect): Promise<void> {
  const { db, clock } = services;
  const gate = await mayActFor({ db, creatorId: request.userId });
  if (!gate.allowed) {
    // The gate closed between the request and its composition: nothing is sent, the leaks wait again.
    await db.transaction(async (tx) => {
      await tx.update(removalRequests).set({ status: "failed", error: `authorisation missing: ${gate.missing.join(", ")}`, composedAt: clock.now() }).where(eq(removalRequests.id, request.id));
      await tx.update(leaks).set({ status: "new" }).where(and(inArray(leaks.id, request.leakIds), eq(leaks.status, "queued"), isNull(leaks.disposition)));
    });
    return;
  }
  const rows = request.leakIds.length
    ? await db.select().from(leaks).where(and(eq(leaks.userId, request.userId), inArray(leaks.id, request.leakIds), isNull(leaks.disposition)))
    : [];
  const principal = await principalOf(db, request.userId);
  const { groups, unroutable } = await groupByRecipient(services, rows);
  const refused: string[] = [];
  const refusedLeaks = new Set<string>();
  const queued = new Set<string>();
  for (const group of groups) {
    let outcome: Awaited<ReturnType<typeof composeOne>> | null = null;
    for (let attempt = 0; attempt < 3 && !outcome; attempt += 1) {
      try {
        outcome = await composeOne(services, request, group, principal);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt === 2) throw error; // a reference drawn twice: draw again
      }
    }
    if (outcome?.noticeId) queued.add(outcome.noticeId);
    if (outcome && outcome.problems.length > 0) {
      refused.push(`${group.route.address}: ${outcome.problems.join("; ")}`);
      for (const leak of group.leaks) refusedLeaks.add(leak.id);
    }
  }
  // Notices of this request composed by an earlier, interrupted run go (back) on the queue.
  const pending = await db.select({ id: notices.id }).from(notices).where(and(eq(notices.requestId, request.id), inArray(notices.status, ["queued", "sending"])));
  for (const notice of pending) if (!queued.has(notice.id)) await services.queue.send(sendNoticeJob, { noticeId: notice.id }, { singletonKey: notice.id });

  await db.transaction(async (tx) => {
    const error = [...(unroutable.length ? [`no route found for ${unroutable.length} leak(s)`] : []), ...refused].join("\n") || null;
    await tx.update(removalRequests).set({ status: "composed", composedAt: clock.now(), error }).where(eq(removalRequests.id, request.id));
    await refreshLeakStatuses(tx, request.leakIds);
    // A leak no notice could be composed for (no route, or every notice refused) is marked failed.
    const withNotices = await tx.select({ leakId: noticeItems.leakId }).from(noticeItems).where(inArray(noticeItems.leakId, request.leakIds));
    const covered = new Set(withNotices.map((row) => row.leakId));
    const failed = request.leakIds.filter((id) => !covered.has(id) && (unroutable.includes(id) || refusedLeaks.has(id)));
    if (failed.length) await tx.update(leaks).set({ status: "failed" }).where(and(inArray(leaks.id, failed), isNull(leaks.disposition)));
  });
}

