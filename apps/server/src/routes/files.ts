// Private files, served only through a valid, unexpired signed URL; the browser may keep a file
// no longer than its link lives (5 minutes for private files, ADR 018).
import { AppError, bucketPolicy } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";

// Text copies of fetched pages (issue 18) are served as plain text: never rendered as a page of ours.
const contentTypes: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", pdf: "application/pdf", txt: "text/plain; charset=utf-8" };

export const fileRoutes = new Hono<AppEnv>().get("/:bucket/:key{.+}", async (c) => {
  const { storage } = c.get("services");
  const { bucket: bucketParam, key } = c.req.param();
  const bucket = storage.verify(bucketParam, key, c.req.query("expires"), c.req.query("signature"));
  const data = await storage.get(bucket, key);
  if (!data) throw new AppError("NOT_FOUND");
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  return c.body(new Uint8Array(data), 200, {
    "content-type": contentTypes[extension] ?? "application/octet-stream",
    "cache-control": `private, max-age=${bucketPolicy[bucket].urlSeconds}`,
    "x-content-type-options": "nosniff",
  });
});
