// The signed-in user's own data for the shell: who they are, and the public configuration the
// web app adapts to. Their notifications are in notifications.ts.
import { getAccountOverview, AppError } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { requireUser } from "../http/session";

export const accountRoutes = new Hono<AppEnv>()
  .get("/config", (c) => {
    const { config } = c.get("services");
    const { google, version, supportChatUrl, supportEmail, marketingUrl } = config;
    return c.json({ googleEnabled: google !== null, version, supportChatUrl, supportEmail, marketingUrl });
  })
  .get("/me", async (c) => {
    const user = requireUser(c);
    const { db, config } = c.get("services");
    const overview = await getAccountOverview({ db, userId: user.id, adminEmails: config.adminEmails });
    if (!overview) throw new AppError("UNAUTHENTICATED");
    return c.json(overview);
  });
