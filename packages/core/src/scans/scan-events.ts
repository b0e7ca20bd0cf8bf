// Live progress of scans for the server-sent events stream. In one process an emitter is enough;
// with PostgreSQL, workers publish through NOTIFY and every API process LISTENs and re-emits, so
// a browser connected to any process sees a scan that runs in any worker.
import { EventEmitter } from "node:events";
import type { ScanStageName, ScanStatus } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import { sql } from "drizzle-orm";

export const scanEventsChannel = "unleak_scan_events";

export interface ScanEvent {
  scanId: string;
  status: ScanStatus;
  stage: ScanStageName;
  percent: number;
}

export interface ScanEvents {
  publish(event: ScanEvent): Promise<void>;
  subscribe(scanId: string, listener: (event: ScanEvent) => void): () => void;
  /** Feeds an event received from another process (the LISTEN side). */
  deliver(event: ScanEvent): void;
}

/** `db` given: publish through NOTIFY (and receive through the runtime's LISTEN); else in-process only. */
export function createScanEvents({ notifyDb }: { notifyDb?: Database } = {}): ScanEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const deliver = (event: ScanEvent) => void emitter.emit(event.scanId, event);
  return {
    deliver,
    async publish(event) {
      if (!notifyDb) return deliver(event);
      await notifyDb.execute(sql`select pg_notify(${scanEventsChannel}, ${JSON.stringify(event)})`);
    },
    subscribe(scanId, listener) {
      emitter.on(scanId, listener);
      return () => void emitter.off(scanId, listener);
    },
  };
}

export function parseScanEvent(payload: string): ScanEvent | null {
  try {
    const event = JSON.parse(payload) as ScanEvent;
    return typeof event.scanId === "string" && typeof event.percent === "number" ? event : null;
  } catch {
    return null;
  }
}
