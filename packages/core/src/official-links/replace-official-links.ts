// Saving onboarding step 3 or the account's links (spec §4): the user's links are replaced by the
// non-empty selections, all or nothing. Usernames are normalised and checked as spec §5 says.
import { buildProfileUrl, checkCustomUrl, checkUsername, findPlatform, maxPlatforms, normalizeUsername, type PlatformSelection, platformLabel } from "@unleak/contracts";
import { type Database, officialLinks } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

export async function replaceOfficialLinks({ db, actor, ownerId: userId, selections }: Access & { db: Database; selections: PlatformSelection[] }) {
  authorise(actor, "profile.update", userId);
  const filled = selections.filter((s) => s.username.trim() !== "");
  if (selections.length > maxPlatforms) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: "selections", problem: "too_many" }] });
  const seen = new Set<string>();
  const rows = filled.map(({ platformId, username }, index) => {
    if (seen.has(platformId)) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: `selections.${index}.platformId`, problem: "duplicate" }] });
    seen.add(platformId);
    const platform = findPlatform(platformId);
    if (!platform) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: `selections.${index}.platformId`, problem: "unknown_platform" }] });
    const problem = platform.manualUrl ? checkCustomUrl(username) : checkUsername(normalizeUsername(username));
    if (problem) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path: `selections.${index}.username`, problem }] });
    return { userId, platform: platformLabel(platformId), url: buildProfileUrl(platform, username) };
  });
  await db.transaction(async (tx) => {
    await tx.delete(officialLinks).where(eq(officialLinks.userId, userId));
    if (rows.length) await tx.insert(officialLinks).values(rows);
  });
  return rows.map(({ platform, url }) => ({ platform, url }));
}
