// The caller's own sessions: ending one by its id. Listing them is better-auth's list-sessions,
// whose tokens are stripped (auth/account-hooks.ts).
import { AppError } from "@unleak/core";
import { revokeOwnSession } from "@unleak/core/accounts/revoke-session";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { requireUser } from "../http/session";

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const sessionRoutes = new Hono<AppEnv>().delete("/sessions/:id", async (c) => {
  const user = requireUser(c);
  const id = sessionId.safeParse(c.req.param("id"));
  if (!id.success) throw new AppError("NOT_FOUND");
  await revokeOwnSession({ db: c.get("services").db, userId: user.id, sessionId: id.data });
  return c.body(null, 204);
});
