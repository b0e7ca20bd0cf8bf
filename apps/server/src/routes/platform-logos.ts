// Platform logos (spec §4 icon lookup): signed URLs, valid one hour, for the stored logos of
// catalogue platforms. Logos are optional: the list tells the web app which ones exist, so it asks
// for no logo that is not there and falls back to other icons for the rest.
import { platforms } from "@unleak/contracts";
import { AppError, LOGO_URL_SECONDS } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";

const logoKeys = new Set(platforms.flatMap((p) => (p.icon.bucketKey ? [p.icon.bucketKey] : [])));

export const platformLogoRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { storage } = c.get("services");
    const stored = await Promise.all([...logoKeys].map(async (key) => ((await storage.exists("logos", key)) ? [key] : [])));
    const logos = Object.fromEntries(stored.flat().map((key) => [key, storage.signedUrl("logos", key, LOGO_URL_SECONDS)]));
    return c.json({ logos });
  })
  .get("/:key/signed-url", async (c) => {
    const key = c.req.param("key");
    const { storage } = c.get("services");
    if (!logoKeys.has(key) || !(await storage.exists("logos", key))) throw new AppError("NOT_FOUND");
    return c.json({ url: storage.signedUrl("logos", key, LOGO_URL_SECONDS) });
  });
