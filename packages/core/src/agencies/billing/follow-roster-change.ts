// What follows when a creator joins or leaves an agency's roster (issue 17), for the roster's code
// to call once the roster row's change is committed: her tier takes or gives back the seat's plan
// (seat-tier.ts), and the agency's seats at the provider follow its active roster.
import { agencySubscriptions, type Database } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { BillingServices } from "../../billing/billing-services";
import type { Clock } from "../../clock/clock";
import { applySeatChange, tierOfSeat } from "./seat-tier";
import { syncAgencySeats } from "./sync-agency-seats";

export type RosterChange = "joined" | "left";

/**
 * `joined`: she accepted the invitation (now active); `left`: she left, or the agency removed her.
 * Answers the seats stored after the sync, or null when nothing was synced (no payment provider, no
 * live subscription, or the provider did not answer: the roster change stands, the seats follow at
 * the next change, and GET /api/agency/billing shows seats and active creators side by side).
 */
export async function followRosterChange({ db, services, clock, agencyId, creatorId, change }: { db: Database; services: BillingServices | null; clock: Clock; agencyId: string; creatorId: string; change: RosterChange }): Promise<number | null> {
  const [subscription] = await db.select({ plan: agencySubscriptions.plan, status: agencySubscriptions.status }).from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId));
  const seat = tierOfSeat(subscription);
  await applySeatChange(db, { userId: creatorId, before: change === "joined" ? null : seat, after: change === "joined" ? seat : null, now: clock.now() });
  if (!services) return null;
  try {
    return await syncAgencySeats({ db, services, agencyId });
  } catch (error) {
    console.warn(`[agency-billing] seats of agency ${agencyId} not synced:`, (error as Error).message);
    return null;
  }
}
