// Platform logos (spec §4 icon lookup): signed URLs, valid one hour, for the stored logos of
// catalogue platforms. Logos are optional: the list tells the web app which ones exist, so it asks
// for no logo that is not there and falls back to other icons for the rest.
import { platformLogoRoutes as contract, platforms } from "@unleak/contracts";
import { AppError, LOGO_URL_SECONDS } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";

const logoKeys = new Set(platforms.flatMap((p) => (p.icon.bucketKey ? [p.icon.bucketKey] : [])));

export const platformLogoRoutes = contractRouter()
  .openapi(route(contract.list), async (c) => {
    const { storage } = c.get("services");
    const stored = await Promise.all([...logoKeys].map(async (key) => ((await storage.exists("logos", key)) ? [key] : [])));
    const logos = Object.fromEntries(stored.flat().map((key) => [key, storage.signedUrl("logos", key, LOGO_URL_SECONDS)]));
    return c.json({ logos }, 200);
  })
  .openapi(route(contract.signedUrl), async (c) => {
    const { key } = c.req.valid("param");
    const { storage } = c.get("services");
    if (!logoKeys.has(key) || !(await storage.exists("logos", key))) throw new AppError("NOT_FOUND");
    return c.json({ url: storage.signedUrl("logos", key, LOGO_URL_SECONDS) }, 200);
  });
