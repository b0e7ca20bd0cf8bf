// An administrator lifts a suspension from the user's page (issue 16): the ban ends with its audit
// entry in one transaction (lift-ban.ts), then the user is told by e-mail.
import { type Database, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../../errors/app-error";
import type { SignedInActor } from "../../policy/actor";
import { authorise } from "../../policy/policy";
import { liftBanIn } from "../lift-ban";
import { type SuspensionNotice, tellSuspendedUser } from "../suspension-notice";

/** Unknown user: NOT_FOUND; an account that is not suspended: NOT_SUSPENDED. */
export async function liftUserBan({ db, actor, userId, reason, notice }: { db: Database; actor: SignedInActor; userId: string; reason: string; notice: SuspensionNotice }): Promise<void> {
  authorise(actor, "admin.users.manage", userId);
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    if (!target) throw new AppError("NOT_FOUND");
    await liftBanIn(tx, { actor, userId, reason });
  });
  await tellSuspendedUser({ db, notice, userId, mail: "lifted" });
}
