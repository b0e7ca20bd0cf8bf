// The signed-in user's live events (new notifications, plan and verification changes) as
// server-sent events; the stream itself lives in realtime/live-stream.ts.
import { liveEventRoutes as contract } from "@unleak/contracts";
import { contractRouter, route } from "../http/contract-router";
import { requireActor } from "../http/session";
import { streamLiveEvents } from "../realtime/live-stream";

export const liveEventRoutes = contractRouter().openapi(route(contract.stream), (c) => streamLiveEvents(c, requireActor(c)));
