// Scans: a registered user's full scan, the history, one scan's state and result, and its live
// progress as server-sent events (the current state first, so a reconnecting client catches up).
import { findReadableScan, listScans, type ScanEvent, scanView, type ScanViewer, startCreatorScan } from "@unleak/core";
import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { readIdParam, readJson } from "../http/read-json";
import { requireUser } from "../http/session";
import { existingVisitorKey } from "../http/visitor";
import { languageOf, translator } from "../i18n";

const startBody = z.object({ scope: z.literal("full") }).strict();
const KEEPALIVE_MS = 15_000;

function viewerOf(c: Context<AppEnv>): ScanViewer {
  return { userId: c.get("session")?.user.id ?? null, visitorKey: existingVisitorKey(c) };
}

export const scanRoutes = new Hono<AppEnv>()
  .post("/scans", async (c) => {
    const user = requireUser(c);
    await readJson(c, startBody);
    const { db, queue, config } = c.get("services");
    return c.json(await startCreatorScan({ db, queue, userId: user.id, staleAfterSeconds: config.scans.staleAfterSeconds }), 202);
  })
  .get("/scans", async (c) => {
    const user = requireUser(c);
    return c.json({ scans: await listScans({ db: c.get("services").db, userId: user.id }) });
  })
  .get("/scans/:id", async (c) => {
    const { db, storage } = c.get("services");
    const viewer = viewerOf(c);
    const scan = await findReadableScan({ db, scanId: readIdParam(c), viewer });
    const view = scanView(scan, viewer, storage);
    const error = view.failed ? { code: "SCAN_FAILED", message: translator(languageOf(c.req.raw))("errors:SCAN_FAILED") } : null;
    return c.json({ ...view, error });
  })
  .get("/scans/:id/events", async (c) => {
    const { db, scanEvents } = c.get("services");
    const viewer = viewerOf(c);
    const scanId = readIdParam(c);
    await findReadableScan({ db, scanId, viewer });
    const failedMessage = translator(languageOf(c.req.raw))("errors:SCAN_FAILED");
    return streamSSE(c, async (stream) => {
      const pending: ScanEvent[] = [];
      let wake: (() => void) | null = null;
      // Subscribe before reading the row, so nothing between the two is missed.
      const unsubscribe = scanEvents.subscribe(scanId, (event) => {
        pending.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        const current = await findReadableScan({ db, scanId, viewer });
        pending.unshift({ scanId, status: current.status, stage: current.stage, percent: current.percent });
        let lastPercent = -1;
        let id = 0;
        while (!stream.aborted) {
          const event = pending.shift();
          if (!event) {
            let timer: NodeJS.Timeout | undefined;
            await new Promise<void>((resolve) => {
              wake = resolve;
              timer = setTimeout(resolve, KEEPALIVE_MS);
            });
            clearTimeout(timer);
            wake = null;
            if (pending.length === 0 && !stream.aborted) await stream.writeSSE({ event: "ping", data: "" });
            continue;
          }
          const finished = event.status === "completed" || event.status === "failed";
          if (!finished && event.percent < lastPercent) continue; // a late NOTIFY never moves the bar back
          lastPercent = Math.max(lastPercent, event.percent);
          const data = { status: event.status, stage: event.stage, percent: event.percent, ...(event.status === "failed" ? { error: { code: "SCAN_FAILED", message: failedMessage } } : {}) };
          await stream.writeSSE({ id: String((id += 1)), event: finished ? event.status : "progress", data: JSON.stringify(data) });
          if (finished) break;
        }
      } finally {
        unsubscribe();
      }
    });
  });

