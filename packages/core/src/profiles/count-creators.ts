// How many creators Unleak protects, for the public pages: every account's profile that is not
// suspended. The figure the landing page shows is this count, never a made-up one.
import { type Database, profiles } from "@unleak/db";
import { count, eq } from "drizzle-orm";

export async function countCreators({ db }: { db: Database }): Promise<number> {
  const [row] = await db.select({ creators: count() }).from(profiles).where(eq(profiles.banned, false));
  return row?.creators ?? 0;
}
