// Takedowns I (issue 12): the Request Removal page's candidates, the routing preview, the request
// (only through the authorisation gate), the creator's notices with their text, PDF, log and
// replies, the automatic-filing setting, and the replies no notice was found for (admins).
import { takedownRoutes as contract } from "@unleak/contracts";
import {
  getLeakTracking,
  getNotice,
  getNoticeDocument,
  getTakedownSettings,
  listNotices,
  listRemovalCandidates,
  previewRemoval,
  requestRemoval,
  updateTakedownSettings,
} from "@unleak/core";
import { decideCounterNotice, listCounterNotices } from "@unleak/core/takedowns/counter-notices";
import { nextStepOf } from "@unleak/core/takedowns/escalate";
import { listInboundReplies } from "@unleak/core/takedowns/list-inbound-replies";
import { listUnparsedReplies } from "@unleak/core/takedowns/list-unparsed-replies";
import { readPageCopy } from "@unleak/core/takedowns/read-page-copy";
import { contractRouter, route } from "../http/contract-router";
import { actorOf, requireActor } from "../http/session";

export const takedownRoutes = contractRouter()
  .openapi(route(contract.candidates), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    return c.json(await listRemovalCandidates({ db, storage, actor, ownerId: actor.userId }), 200);
  })
  .openapi(route(contract.preview), async (c) => {
    const actor = requireActor(c);
    const { leakIds } = c.req.valid("json");
    return c.json(await previewRemoval({ services: c.get("services").takedowns, actor, ownerId: actor.userId, leakIds }), 200);
  })
  .openapi(route(contract.request), async (c) => {
    const actor = requireActor(c);
    const { leakIds } = c.req.valid("json");
    return c.json(await requestRemoval({ services: c.get("services").takedowns, actor, ownerId: actor.userId, leakIds }), 202);
  })
  .openapi(route(contract.list), async (c) => {
    const actor = requireActor(c);
    return c.json(await listNotices({ db: c.get("services").db, actor, ownerId: actor.userId, filters: c.req.valid("query") }), 200);
  })
  .openapi(route(contract.get), async (c) => {
    const actor = requireActor(c);
    return c.json(await getNotice({ db: c.get("services").db, actor, ownerId: actor.userId, id: c.req.valid("param").id }), 200);
  })
  .openapi(route(contract.document), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    const { pdf, filename } = await getNoticeDocument({ db, storage, actor, ownerId: actor.userId, id: c.req.valid("param").id });
    return c.body(new Uint8Array(pdf) as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    });
  })
  .openapi(route(contract.checks), async (c) => {
    const actor = requireActor(c);
    const { db, takedowns } = c.get("services");
    const { id } = c.req.valid("param");
    const tracking = await getLeakTracking({ db, actor, ownerId: actor.userId, id });
    return c.json({ ...tracking, nextStep: await nextStepOf(takedowns, id) }, 200);
  })
  .openapi(route(contract.pageCopy), async (c) => {
    const actor = requireActor(c);
    const { db, storage } = c.get("services");
    const { body, filename } = await readPageCopy({ db, storage, actor, ownerId: actor.userId, checkId: c.req.valid("param").id });
    // Someone else's HTML: plain text, downloaded, sniffing off and a sandbox CSP, never rendered on our origin.
    return c.body(new Uint8Array(body) as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "text/plain; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "private, no-store",
    });
  })
  .openapi(route(contract.settings), async (c) => {
    const actor = requireActor(c);
    return c.json(await getTakedownSettings({ db: c.get("services").db, actor, ownerId: actor.userId }), 200);
  })
  .openapi(route(contract.updateSettings), async (c) => {
    const actor = requireActor(c);
    return c.json(await updateTakedownSettings({ db: c.get("services").db, actor, ownerId: actor.userId, change: c.req.valid("json") }), 200);
  })
  .openapi(route(contract.counterNotices), async (c) => {
    const actor = requireActor(c);
    return c.json({ counterNotices: await listCounterNotices({ db: c.get("services").db, actor, ownerId: actor.userId }) }, 200);
  })
  .openapi(route(contract.decideCounterNotice), async (c) => {
    const actor = requireActor(c);
    const { db, clock } = c.get("services").takedowns;
    const { decision } = c.req.valid("json");
    return c.json({ counterNotices: await decideCounterNotice({ db, clock, actor, ownerId: actor.userId, noticeId: c.req.valid("param").id, decision }) }, 200);
  })
  .openapi(route(contract.inbound), async (c) => {
    const { db } = c.get("services");
    const actor = actorOf(c);
    return c.json({ replies: await listInboundReplies({ db, actor }), unparsed: await listUnparsedReplies({ db, actor }) }, 200);
  });
