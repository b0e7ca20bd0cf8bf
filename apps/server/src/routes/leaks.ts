// A creator's leaks: only ever the caller's own rows.
import { evidenceStrengths, getLeak, listLeaks, restoreLeak, setLeakDisposition } from "@unleak/core";
import { leakDispositions, leakStatuses } from "@unleak/db";
import { queryDateSchema, safeText } from "@unleak/contracts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { parseWith, readIdParam, readJson } from "../http/read-json";
import { requireUser } from "../http/session";

const filtersSchema = z
  .object({
    site: safeText().max(100).optional(),
    quality: z.enum(evidenceStrengths).optional(),
    status: z.enum(leakStatuses).optional(),
    from: queryDateSchema.optional(),
    to: queryDateSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
const dispositionBody = z.object({ disposition: z.enum(leakDispositions) }).strict();

export const leakRoutes = new Hono<AppEnv>()
  .get("/leaks", async (c) => {
    const user = requireUser(c);
    const filters = parseWith(filtersSchema, c.req.query());
    const { db, storage } = c.get("services");
    return c.json(await listLeaks({ db, storage, userId: user.id, filters }));
  })
  .get("/leaks/:id", async (c) => {
    const user = requireUser(c);
    const { db, storage } = c.get("services");
    return c.json(await getLeak({ db, storage, userId: user.id, id: readIdParam(c) }));
  })
  .patch("/leaks/:id", async (c) => {
    const user = requireUser(c);
    const { disposition } = await readJson(c, dispositionBody);
    return c.json(await setLeakDisposition({ db: c.get("services").db, userId: user.id, id: readIdParam(c), disposition }));
  })
  // Undoes the verdict: listed again, and its URL leaves the whitelist that feeds the scans.
  .post("/leaks/:id/restore", async (c) => {
    const user = requireUser(c);
    return c.json(await restoreLeak({ db: c.get("services").db, userId: user.id, id: readIdParam(c) }));
  });
