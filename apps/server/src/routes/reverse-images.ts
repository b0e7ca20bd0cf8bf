// The reverse image finder (issue 18): search by an uploaded picture (multipart, one `file`,
// checked like a reference upload and kept nowhere) or by a public image address (fetched only
// through the guarded fetcher, which refuses every non-public destination even in the sandbox);
// and "add as a leak" for a signed-in creator. A visitor searches a few times a day and gets a
// preview. The reverse-image providers are asked only on the live web, with their keys set.
import { reverseImageRoutes as contract } from "@unleak/contracts";
import { type Actor, AppError } from "@unleak/core";
import { addFoundLeak, consumeVisitorPictureSearch, createImageUrlFetcher, fetchImageUrl, findPicture, type SearchedPicture } from "@unleak/core/reverse-images/index";
import { MAX_IMAGE_BYTES } from "@unleak/core/references/add-reference";
import { createFetcher, createProviders, type ReverseImageProvider } from "@unleak/scanner";
import type { Context } from "hono";
import type { AppEnv } from "../http/context";
import { contractRouter, route } from "../http/contract-router";
import { actorOf, requireActor } from "../http/session";
import { addressKey, visitorKey } from "../http/visitor";

/** Room for the multipart envelope around the largest picture. */
export const MAX_PICTURE_SEARCH_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

async function uploadedPicture(c: Context<AppEnv>): Promise<Buffer> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw new AppError("FILE_REQUIRED");
  let file: unknown;
  try {
    file = (await c.req.parseBody())["file"];
  } catch {
    throw new AppError("BAD_REQUEST");
  }
  if (!(file instanceof File) || file.size === 0) throw new AppError("FILE_REQUIRED");
  return Buffer.from(await file.arrayBuffer());
}

/** A visitor's search counts against the day's, by cookie and address, before any work is done. */
async function countSearch(c: Context<AppEnv>, actor: Actor) {
  if (actor.kind !== "visitor") return;
  const { db, clock } = c.get("services");
  const address = addressKey(c);
  await consumeVisitorPictureSearch({ db, clock, actor, clientKeys: address ? [address, visitorKey(c)] : [visitorKey(c)] });
}

/** Searches, asking the providers whose keys are set (none in the sandbox) for a search by address. */
async function search(c: Context<AppEnv>, actor: Actor, picture: SearchedPicture) {
  const { db, storage, config } = c.get("services");
  const keys = config.providerKeys;
  const live = !config.sandbox.enabled && picture.kind === "url" && (keys.googleVisionKey || keys.tinEyeKey || keys.serpApiKey);
  const fetcher = live ? createFetcher() : null;
  try {
    const providers = fetcher ? createProviders({ ...keys, fetcher }).filter((provider): provider is ReverseImageProvider => provider.kind === "image") : [];
    return await findPicture({ db, storage, actor, picture, providers });
  } finally {
    await fetcher?.close();
  }
}

export const reverseImageRoutes = contractRouter()
  // The contract describes the multipart body; its file is read here.
  .openapi(route(contract.searchUpload), async (c) => {
    const actor = actorOf(c);
    const bytes = await uploadedPicture(c);
    await countSearch(c, actor);
    return c.json(await search(c, actor, { kind: "upload", bytes }), 200);
  })
  .openapi(route(contract.searchUrl), async (c) => {
    const actor = actorOf(c);
    const { imageUrl } = c.req.valid("json");
    await countSearch(c, actor);
    const fetcher = createImageUrlFetcher();
    try {
      const bytes = await fetchImageUrl(fetcher, imageUrl);
      return c.json(await search(c, actor, { kind: "url", bytes, imageUrl }), 200);
    } finally {
      await fetcher.close();
    }
  })
  .openapi(route(contract.addLeak), async (c) => {
    const actor = requireActor(c);
    const { db, storage, clock } = c.get("services");
    return c.json(await addFoundLeak({ db, storage, clock, actor, ownerId: actor.userId, found: c.req.valid("json") }), 200);
  });
