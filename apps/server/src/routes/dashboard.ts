// The creator's dashboard: the counts and recent activity of their own account only.
import { getDashboard } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { requireUser } from "../http/session";

export const dashboardRoutes = new Hono<AppEnv>().get("/dashboard", async (c) => {
  const user = requireUser(c);
  const { db, storage } = c.get("services");
  return c.json(await getDashboard({ db, storage, userId: user.id }));
});
