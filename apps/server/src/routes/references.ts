// Reference media upload (multipart `file`), list and delete. The request's size is bounded
// before the body is read (app.ts gives this path its own body limit); the content is sniffed,
// decoded with a pixel limit and re-encoded in packages/core.
import { addReference, AppError, deleteReference, listReferences, MAX_VIDEO_BYTES } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";
import { requireUser } from "../http/session";

/** Room for the multipart envelope around the largest file. */
export const MAX_REFERENCE_REQUEST_BYTES = MAX_VIDEO_BYTES + 64 * 1024;

export const referenceRoutes = new Hono<AppEnv>()
  .post("/references", async (c) => {
    const user = requireUser(c);
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new AppError("FILE_REQUIRED");
    let file: unknown;
    try {
      file = (await c.req.parseBody())["file"];
    } catch {
      throw new AppError("BAD_REQUEST");
    }
    if (!(file instanceof File) || file.size === 0) throw new AppError("FILE_REQUIRED");
    const { db, storage, config } = c.get("services");
    const references = await addReference({ db, storage, userId: user.id, fileName: file.name, bytes: Buffer.from(await file.arrayBuffer()), ffmpegPath: config.ffmpegPath });
    return c.json({ references }, 201);
  })
  .get("/references", async (c) => {
    const user = requireUser(c);
    const { db, storage } = c.get("services");
    return c.json({ references: await listReferences({ db, storage, userId: user.id }) });
  })
  .delete("/references/:id", async (c) => {
    const user = requireUser(c);
    const { db, storage } = c.get("services");
    await deleteReference({ db, storage, userId: user.id, id: c.req.param("id") });
    return c.body(null, 204);
  });
