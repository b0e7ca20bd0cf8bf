// Resolves the caller's session once per request; `requireUser` is the guard every private
// route starts with.
import { type Actor, AppError, isAdmin, type SignedInActor, signedInActor, visitor } from "@unleak/core";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionInfo } from "./context";
import { refuseSuspended } from "./suspension";
import { existingVisitorKey } from "./visitor";

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get("services");
  const session = await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  c.set("session", session);
  if (session) await refuseSuspended(c, session.user.id);
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

/** The signed-in caller as the policy layer sees them (ADR 024). */
export function requireActor(c: Context<AppEnv>): SignedInActor {
  const user = requireUser(c);
  return signedInActor(user.id, actsAsAdmin(c, user));
}

/** Whoever asks, signed in or not (a visitor is known by the cookie of their free scans). */
export function actorOf(c: Context<AppEnv>): Actor {
  const session = c.get("session");
  if (!session) return visitor(existingVisitorKey(c));
  return signedInActor(session.user.id, actsAsAdmin(c, session.user));
}
