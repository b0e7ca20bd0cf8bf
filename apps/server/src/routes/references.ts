// Reference media upload (multipart, one or more `file` fields), list and delete. The request's
// size is bounded before the body is read (app.ts gives this path its own body limit); each file
// is sniffed, decoded with a pixel limit and re-encoded in packages/core, on its own: good files
// are kept and every bad one is reported by name with its translated reason. A video among them
// becomes a reference video (ADR 031): stored encrypted and sampled by a job, its frames listed at
// GET /reference-videos once ready; large videos use the resumable upload at /api/uploads/videos.
import { referenceRoutes as contract } from "@unleak/contracts";
import { type Access, addReference, AppError, deleteReference, getReferenceUsage, listReferences, looksLikeVideo, MAX_VIDEO_BYTES } from "@unleak/core";
import { addWholeReferenceVideo } from "@unleak/core/references/video-uploads";
import type { Context, HonoRequest } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { errorBody } from "../http/error-handler";
import { requireActor } from "../http/session";

/** Room for the multipart envelope around the largest file. */
export const MAX_REFERENCE_REQUEST_BYTES = MAX_VIDEO_BYTES + 64 * 1024;

async function uploadedFiles(request: HonoRequest): Promise<File[]> {
  if (!(request.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new AppError("FILE_REQUIRED");
  let field: unknown;
  try {
    field = (await request.parseBody({ all: true }))["file"];
  } catch {
    throw new AppError("BAD_REQUEST");
  }
  const files = (Array.isArray(field) ? field : [field]).filter((file): file is File => file instanceof File);
  if (files.length === 0) throw new AppError("FILE_REQUIRED");
  return files;
}

/**
 * Keeps each file of a multipart upload as `ownerId`'s reference (a video as a reference video),
 * each on its own; the answer's body. Also the upload an agency makes for a creator of its roster.
 */
export async function storeUploadedReferences(c: Context<AppEnv>, { actor, ownerId }: Access) {
  const files = await uploadedFiles(c.req);
  const { db, storage, queue } = c.get("services");
  const references = [];
  let videos = 0;
  const rejected: { fileName: string; error: AppError }[] = [];
  for (const file of files) {
    try {
      if (file.size === 0) throw new AppError("FILE_REQUIRED");
      const bytes = Buffer.from(await file.arrayBuffer());
      if (looksLikeVideo(bytes)) {
        await addWholeReferenceVideo({ db, storage, queue, actor, ownerId, fileName: file.name, bytes });
        videos += 1;
      } else references.push(...(await addReference({ db, storage, actor, ownerId, fileName: file.name, bytes })));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      rejected.push({ fileName: file.name.slice(0, 200), error });
    }
  }
  const report = rejected.map(({ fileName, error }) => ({ fileName, ...errorBody(c.req.raw, error.code, error.details).error }));
  // Nothing kept: the first reason is the answer's status, with every file's reason beside it.
  if (references.length === 0 && videos === 0) throw new AppError(rejected[0].error.code, rejected[0].error.message, { ...rejected[0].error.details, rejected: report });
  return { references, rejected: report };
}

export const referenceRoutes = contractRouter()
  // The contract describes the multipart body; its files are read here, each on its own.
  .openapi(route(contract.upload), async (c) => {
    const actor = requireActor(c);
    return c.json(await storeUploadedReferences(c, { actor, ownerId: actor.userId }), 201);
  })
  .openapi(route(contract.list), async (c) => {
    const actor = requireActor(c);
    const access = { db: c.get("services").db, storage: c.get("services").storage, actor, ownerId: actor.userId };
    const [references, quota] = await Promise.all([listReferences(access), getReferenceUsage(access)]);
    return c.json({ references, quota }, 200);
  })
  .openapi(route(contract.delete), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    await deleteReference({ db, storage, actor, ownerId: actor.userId, id: c.req.valid("param").id });
    return c.body(null, 204);
  });
