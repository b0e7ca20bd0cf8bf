// The creator's verdict on a candidate profile: "not me" (someone else) or "my own account". Either
// way it is never shown again; her own account's address also joins her whitelist, so that nothing
// is ever filed against it, and a leak found at it is marked hers.
import type { FakeProfileStatus, FakeProfileVerdict } from "@unleak/contracts";
import { type Database, fakeProfiles, leaks, whitelistEntries } from "@unleak/db";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { ownFakeProfile } from "./read-fake-profile";

export async function judgeFakeProfile({ db, actor, ownerId: userId, id, verdict }: Access & { db: Database; id: string; verdict: FakeProfileVerdict }): Promise<{ id: string; status: FakeProfileStatus }> {
  authorise(actor, "fakeProfiles.judge", userId);
  const row = await ownFakeProfile(db, userId, id);
  // Once reported, the case runs: a verdict would contradict a notice already sent in her name.
  if (row.status === "reported") throw new AppError("FAKE_PROFILE_CLOSED");
  await db.transaction(async (tx) => {
    await tx.update(fakeProfiles).set({ status: verdict }).where(eq(fakeProfiles.id, row.id));
    if (verdict === "own_account") {
      await tx.insert(whitelistEntries).values({ userId, urlPrefix: row.url, reason: "own_account" }).onConflictDoNothing();
      await tx.update(leaks).set({ disposition: "own_account", status: "whitelisted" }).where(and(eq(leaks.userId, userId), eq(leaks.url, row.url), isNull(leaks.disposition)));
    }
  });
  return { id: row.id, status: verdict };
}
