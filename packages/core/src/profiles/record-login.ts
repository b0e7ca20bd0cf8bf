// Login tracking (spec §7): who signed in, from which address and browser, taken from the
// request itself; no third-party IP service.
import { type Database, loginEvents } from "@unleak/db";

export async function recordLogin({ db, userId, userAgent, ipAddress, kind }: { db: Database; userId: string; userAgent: string | null; ipAddress: string | null; kind: "sign_in" | "session_restored" }) {
  await db.insert(loginEvents).values({ userId, userAgent: userAgent?.slice(0, 512) ?? null, ipAddress, kind });
}
