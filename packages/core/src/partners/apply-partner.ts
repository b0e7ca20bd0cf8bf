// An application to the partner programme (issue 19): from a visitor or a signed-in user, a few a
// day per address (the bot check is the route's); the applicant is mailed a confirmation.
import type { PartnerApplicationReceived, PartnerKind } from "@unleak/contracts";
import { type Database, partnerApplications } from "@unleak/db";
import type { Clock } from "../clock/clock";
import { AppError } from "../errors/app-error";
import { consumeRateLimit } from "../limits/rate-limit";
import type { Actor } from "../policy/actor";
import { mailPartnerApplicant, type PartnerMail } from "./partner-mail";

/** Applications one address may send a day. */
export const PARTNER_APPLICATIONS_PER_DAY = 3;

export interface PartnerApplicationInput {
  db: Database;
  actor: Actor;
  clock: Clock;
  mail: PartnerMail;
  organisation: string;
  kind: PartnerKind;
  contactName: string;
  email: string;
  website?: string | null;
  message: string;
  language: string;
  limitKey: string | null;
}

export async function applyPartner({ db, actor, clock, mail, limitKey, website = null, ...fields }: PartnerApplicationInput): Promise<PartnerApplicationReceived> {
  if (limitKey) {
    const verdict = await consumeRateLimit({ db, key: `partner:${limitKey}`, rule: { max: PARTNER_APPLICATIONS_PER_DAY, windowSeconds: 24 * 3600 }, now: clock.now().getTime() });
    if (!verdict.allowed) throw new AppError("RATE_LIMITED", "too many applications", { retryAfterSeconds: verdict.retryAfterSeconds });
  }
  const [row] = await db
    .insert(partnerApplications)
    .values({ ...fields, website: website || null, userId: actor.kind === "visitor" ? null : actor.userId })
    .returning();
  await mailPartnerApplicant(mail, row!, "received", { name: row!.contactName, organisation: row!.organisation });
  return { id: row!.id, status: row!.status, email: row!.email };
}
