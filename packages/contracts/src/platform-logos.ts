// Platform logos (spec §4 icon lookup): signed URLs, valid one hour, for the stored logos of the
// catalogue's platforms. Public: the logos show on public pages too.
import { z } from "zod";
import { defineRoute, json } from "./route";
import { safeText } from "./safe-input";

export const storedLogosSchema = z
  .object({ logos: z.record(z.string(), z.string()).meta({ description: "Each stored logo's bucket key and its signed URL" }) })
  .meta({ id: "StoredLogos" });
export type StoredLogos = z.infer<typeof storedLogosSchema>;

const tags = ["Platforms"];

export const platformLogoRoutes = {
  list: defineRoute({
    method: "get",
    path: "/platform-logos",
    access: "public",
    summary: "The logos that are stored, each with a signed URL valid one hour",
    tags,
    responses: { 200: json(storedLogosSchema, "The stored logos") },
  }),
  signedUrl: defineRoute({
    method: "get",
    path: "/platform-logos/{key}/signed-url",
    access: "public",
    summary: "One stored logo's signed URL, valid one hour",
    tags,
    request: { params: z.object({ key: safeText().max(200) }) },
    responses: { 200: json(z.object({ url: z.string() }), "The signed URL") },
  }),
};
