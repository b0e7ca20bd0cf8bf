// Resolves the caller's session once per request; `requireUser` is the guard every private
// route starts with.
import { AppError } from "@unleak/core";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, SessionInfo } from "./context";

export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.get("services");
  c.set("session", await auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null));
  await next();
};

export function requireUser(c: Context<AppEnv>): SessionInfo["user"] {
  const session = c.get("session");
  if (!session) throw new AppError("UNAUTHENTICATED");
  return session.user;
}
