// Resolves the caller's session once per request; `requireUser` is the guard every private
// route starts with.
import { type Actor, AppError, findAgencyMembership, isAdmin, type SignedInActor, signedInActor, visitor } from "@unleak/core";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionInfo } from "./context";
import { refuseSuspended } from "./suspension";
import { existingVisitorKey } from "./visitor";

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get("services");
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  c.set("session", session);
  c.set("agency", null);
  if (session) {
    await refuseSuspended(c, session.user.id);
    // An agency member's roster is read per request: a creator who left is out of reach at once.
    c.set("agency", await findAgencyMembership({ db: c.get("services").db, userId: session.user.id }));
  }
  await next();
};

export function requireUser(c: Context<AppEnv>): SessionInfo["user"] {
  const session = c.get("session");
  if (!session) throw new AppError("UNAUTHENTICATED");
  return session.user;
}

/**
 * The guard of every admin route: a signed-in administrator (ADMIN_EMAILS or the admin role) whose
 * account has two-factor on (issue 16, ADR 034); without it, a 403 that says so.
 */
export function requireAdmin(c: Context<AppEnv>): SessionInfo["user"] {
  const user = requireUser(c);
  if (!isAdmin(user, c.get("services").config.adminEmails)) throw new AppError("FORBIDDEN");
  if (!user.twoFactorEnabled) throw new AppError("TWO_FACTOR_REQUIRED");
  return user;
}

/** An administrator acts as one only with two-factor on; until then, as a creator on their own data. */
const actsAsAdmin = (c: Context<AppEnv>, user: SessionInfo["user"]): boolean => Boolean(user.twoFactorEnabled) && isAdmin(user, c.get("services").config.adminEmails);

/** An administrator, else an agency member (issue 17), else a creator. */
function actorFor(c: Context<AppEnv>, user: SessionInfo["user"]): SignedInActor {
  if (actsAsAdmin(c, user)) return signedInActor(user.id, true);
  const agency = c.get("agency");
  if (agency) return { kind: "agency", userId: user.id, agencyId: agency.agencyId, role: agency.role, creatorIds: agency.creatorIds };
  return signedInActor(user.id, false);
}

/** The signed-in caller as the policy layer sees them (ADR 024). */
export function requireActor(c: Context<AppEnv>): SignedInActor {
  return actorFor(c, requireUser(c));
}

/** Whoever asks, signed in or not (a visitor is known by the cookie of their free scans). */
export function actorOf(c: Context<AppEnv>): Actor {
  const session = c.get("session");
  if (!session) return visitor(existingVisitorKey(c));
  return actorFor(c, session.user);
}
