// Resolves the caller's session once per request; `requireUser` is the guard every private
// route starts with.
import { AppError, isAdmin } from "@unleak/core";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionInfo } from "./context";
import { refuseSuspended } from "./suspension";

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

/** The guard of every admin route: a signed-in administrator (ADMIN_EMAILS or the admin role). */
export function requireAdmin(c: Context<AppEnv>): SessionInfo["user"] {
  const user = requireUser(c);
  if (!isAdmin(user, c.get("services").config.adminEmails)) throw new AppError("FORBIDDEN");
  return user;
}
