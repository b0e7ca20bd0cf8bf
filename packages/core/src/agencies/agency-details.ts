// The company details of an agency as its members read them (issue 17).
import type { AgencyDetails } from "@unleak/contracts";
import type { agencies } from "@unleak/db";

export const agencyDetailsView = (row: typeof agencies.$inferSelect): AgencyDetails => ({
  id: row.id,
  name: row.name,
  website: row.website,
  contactName: row.contactName,
  contactEmail: row.contactEmail,
  phone: row.phone,
  address: row.address,
  createdAt: row.createdAt.toISOString(),
});
