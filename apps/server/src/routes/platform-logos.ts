// Platform logos (spec §4 icon lookup): a signed URL, valid one hour, for a stored logo of a
// catalogue platform. Logos are optional: without one the web app falls back to other icons.
import { platforms } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";

const logoKeys = new Set(platforms.flatMap((p) => (p.icon.bucketKey ? [p.icon.bucketKey] : [])));
export const logoUrlSeconds = 3600;

export const platformLogoRoutes = new Hono<AppEnv>().get("/:key/signed-url", async (c) => {
  const key = c.req.param("key");
  const { storage } = c.get("services");
  if (!logoKeys.has(key) || !(await storage.get("logos", key))) throw new AppError("NOT_FOUND");
  return c.json({ url: storage.signedUrl("logos", key, logoUrlSeconds) });
});
