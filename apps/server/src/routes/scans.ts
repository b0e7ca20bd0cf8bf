// Scans: a registered user's full scan, the history, one scan's state and result, and its live
// progress as server-sent events (the current state first, so a reconnecting client catches up).
import { scanRoutes as contract, type ScanProgressEvent } from "@unleak/contracts";
import { findReadableScan, listScans, scanActedBy, type ScanEvent, scanView, startFullScan } from "@unleak/core";
import { streamSSE } from "hono/streaming";
import { contractRouter, route } from "../http/contract-router";
import { scanReaderOf } from "../http/scan-reader";
import { requireActor } from "../http/session";
import { languageOf, translator } from "../i18n";

const KEEPALIVE_MS = 15_000;

export const scanRoutes = contractRouter()
  .openapi(route(contract.start), async (c) => {
    const actor = requireActor(c);
    const { db, queue, config } = c.get("services");
    return c.json(await startFullScan({ db, queue, actor, ownerId: actor.userId, staleAfterSeconds: config.scans.staleAfterSeconds }), 202);
  })
  .openapi(route(contract.list), async (c) => {
    const actor = requireActor(c);
    return c.json({ scans: await listScans({ db: c.get("services").db, actor, ownerId: actor.userId }) }, 200);
  })
  .openapi(route(contract.get), async (c) => {
    const { db, storage } = c.get("services");
    const reader = scanReaderOf(c);
    const scan = await findReadableScan({ db, scanId: c.req.valid("param").id, reader });
    const view = scanView(scan, reader, storage);
    const error = view.failed ? { code: "SCAN_FAILED" as const, message: translator(languageOf(c.req.raw))("errors:SCAN_FAILED") } : null;
    return c.json({ ...view, error, actedBy: await scanActedBy(db, scan) }, 200);
  })
  .openapi(route(contract.events), async (c) => {
    const { db, scanEvents } = c.get("services");
    const reader = scanReaderOf(c);
    const scanId = c.req.valid("param").id;
    await findReadableScan({ db, scanId, reader });
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
        const current = await findReadableScan({ db, scanId, reader });
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
          const data: ScanProgressEvent = { status: event.status, stage: event.stage, percent: event.percent, ...(event.status === "failed" ? { error: { code: "SCAN_FAILED", message: failedMessage } } : {}) };
          await stream.writeSSE({ id: String((id += 1)), event: finished ? event.status : "progress", data: JSON.stringify(data) });
          if (finished) break;
        }
      } finally {
        unsubscribe();
      }
    });
  });

