// Resumable uploads of reference videos: tus 1.0 (@tus/server) at /api/uploads/videos (ADR 031).
// Every request goes through the policy layer first: creation checks the plan's room against
// Upload-Length before any byte is stored; an upload URL answers only its owner (others get 404).
// Errors of our own are answered like every other API error: translated JSON.
import { AppError, type AppErrorCode, type SignedInActor } from "@unleak/core";
import { assertVideoRoom, findVideoUpload, finishVideoUpload, startVideoUpload } from "@unleak/core/references/video-uploads";
import { Server } from "@tus/server";
import { type Context, Hono } from "hono";
import type { AppEnv, Services } from "../http/context";
import { errorBody } from "../http/error-handler";
import { requireActor } from "../http/session";
import { VideoUploadStore } from "./video-upload-store";

export const VIDEO_UPLOAD_PATH = "/api/uploads/videos";

/** The caller of each request the tus server handles, and the error of ours it ended with. */
const callers = new WeakMap<Request, SignedInActor>();
const failures = new WeakMap<Request, AppError>();
const servers = new WeakMap<Services, Server>();

function tusServer(services: Services): Server {
  const existing = servers.get(services);
  if (existing) return existing;
  const { db, storage, queue } = services;
  const server = new Server({
    path: VIDEO_UPLOAD_PATH,
    datastore: new VideoUploadStore({ db, storage }),
    relativeLocation: true,
    // Same origin only (the API's CSRF check already refused others): no CORS headers.
    allowedOrigins: () => false,
    async onUploadCreate(request, upload) {
      const actor = callers.get(request as unknown as Request)!;
      await startVideoUpload({ db, storage, actor, ownerId: actor.userId, uploadKey: upload.id, bytes: upload.size ?? 0, fileName: upload.metadata?.filename ?? null });
      return {};
    },
    async onUploadFinish(_request, upload) {
      await finishVideoUpload({ db, queue, uploadKey: upload.id });
      return {};
    },
    onResponseError(request, error) {
      if ("status_code" in error) return undefined; // the protocol's own answers
      if (!(error instanceof AppError)) console.error("[uploads] video upload failed", error);
      failures.set(request as unknown as Request, error instanceof AppError ? error : new AppError("UNEXPECTED"));
      return undefined;
    },
  });
  servers.set(services, server);
  return server;
}

/** The collection (creation) and each upload's URL; the tus server does the protocol. */
async function handleVideoUpload(c: Context<AppEnv>, id: string | undefined): Promise<Response> {
  const actor = requireActor(c);
  const { db, storage } = c.get("services");
  const request = c.req.raw;
  if (c.req.method === "POST" && !id) {
    const length = Number(request.headers.get("upload-length") ?? Number.NaN);
    if (Number.isSafeInteger(length) && length >= 0) await assertVideoRoom({ db, storage, actor, ownerId: actor.userId, bytes: length });
  } else if (id) {
    await findVideoUpload({ db, actor, uploadKey: id });
  }
  callers.set(request, actor);
  const response = await tusServer(c.get("services")).handleWeb(request);
  const failure = failures.get(request);
  if (failure) throw failure;
  return response.status >= 400 ? asErrorAnswer(request, response) : response;
}

const protocolErrors: Partial<Record<number, AppErrorCode>> = { 404: "NOT_FOUND", 409: "CONFLICT", 410: "NOT_FOUND", 413: "PAYLOAD_TOO_LARGE", 415: "UNSUPPORTED_MEDIA" };

/**
 * The protocol's own refusals (a wrong offset, a missing header) keep their status and tus headers,
 * in our error shape. Its 501 (an extension we do not offer, such as a deferred length) is the
 * request's fault: a 400. Our own failures never get here (they are AppErrors, thrown above).
 */
async function asErrorAnswer(request: Request, response: Response): Promise<Response> {
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  const status = response.status === 501 ? 400 : response.status;
  return Response.json(errorBody(request, protocolErrors[status] ?? (status < 500 ? "BAD_REQUEST" : "UNEXPECTED")), { status, headers });
}

export const videoUploadRoutes = new Hono<AppEnv>().all("/", (c) => handleVideoUpload(c, undefined)).all("/:id", (c) => handleVideoUpload(c, c.req.param("id")));
