// The owner changes the agency's company details (issue 17): the name, website, contact, phone
// and address its notices carry. Only the fields sent change; null clears an optional one.
import type { AgencyDetails, AgencyDetailsChange } from "@unleak/contracts";
import { agencies, type Database } from "@unleak/db";
import { eq, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authoriseAgency } from "../policy/policy";
import { agencyDetailsView } from "./agency-details";

export async function updateAgency({ db, actor, change }: { db: Database; actor: SignedInActor; change: AgencyDetailsChange }): Promise<AgencyDetails> {
  const agencyId = authoriseAgency(actor, "own");
  const { name, website, contactName, contactEmail, phone, address } = change;
  const [row] = await db
    .update(agencies)
    .set({
      ...(name !== undefined && { name }),
      ...(website !== undefined && { website }),
      ...(contactName !== undefined && { contactName }),
      ...(contactEmail !== undefined && { contactEmail }),
      // An emptied optional field is stored as none.
      ...(phone !== undefined && { phone: phone || null }),
      ...(address !== undefined && { address: address || null }),
      updatedAt: sql`now()`,
    })
    .where(eq(agencies.id, agencyId))
    .returning();
  if (!row) throw new AppError("NOT_FOUND");
  return agencyDetailsView(row);
}
