// A creator's reference videos (ADR 031): the list with upload and processing progress and their
// filmstrips, one video, its deletion, and a frame added at a chosen time. The upload itself is
// the tus endpoint in ../uploads; the policy layer in core decides who reaches what.
import { type ReferenceVideo, type ReferenceVideoRefusal, referenceRoutes as contract, referenceVideoRefusals } from "@unleak/contracts";
import { addVideoFrame } from "@unleak/core/references/add-video-frame";
import { deleteReferenceVideo } from "@unleak/core/references/delete-reference-video";
import { getReferenceVideo, listReferenceVideos } from "@unleak/core/references/list-reference-videos";
import { videoRefusalValues } from "@unleak/core/references/video-refusal";
import type { AppErrorCode } from "@unleak/core";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { languageOf, translator } from "../i18n";

const isRefusal = (error: string): error is ReferenceVideoRefusal => (referenceVideoRefusals as readonly string[]).includes(error);

/** The failure reason is stored as a refusal (a limit, with its value) or an error code; the creator reads it in her language. */
function translated(request: Request, video: ReferenceVideo): ReferenceVideo {
  if (!video.error) return video;
  const t = translator(languageOf(request));
  return { ...video, error: isRefusal(video.error) ? t(`scans:references.video.refused.${video.error}`, videoRefusalValues) : t(`errors:${video.error as AppErrorCode}`, { replace: {} }) };
}

export const referenceVideoRoutes = contractRouter()
  .openapi(route(contract.videos), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    const videos = await listReferenceVideos({ db, storage, actor, ownerId: actor.userId });
    return c.json({ videos: videos.map((video) => translated(c.req.raw, video)) }, 200);
  })
  .openapi(route(contract.video), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    return c.json(translated(c.req.raw, await getReferenceVideo({ db, storage, actor, id: c.req.valid("param").id })), 200);
  })
  .openapi(route(contract.deleteVideo), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    await deleteReferenceVideo({ db, storage, actor, video: { id: c.req.valid("param").id } });
    return c.body(null, 204);
  })
  .openapi(route(contract.addFrame), async (c) => {
    const actor = requireActor(c);
    const { db, storage, config } = c.get("services");
    const tools = { ffmpegPath: config.ffmpegPath, ffprobePath: config.ffprobePath };
    return c.json(await addVideoFrame({ db, storage, actor, id: c.req.valid("param").id, timeMs: c.req.valid("json").timeMs, tools }), 201);
  });
