// The scan's stages in order (spec §2.5) and how a live progress report maps onto them.
import { scanProgressEventSchema, type ScanProgressEvent, scanStages, type ScanStageName } from "@unleak/contracts";

export const SCAN_STAGES = scanStages;
export type ScanStage = ScanStageName;
export type StageState = "done" | "active" | "pending";

export type ScanProgress = Pick<ScanProgressEvent, "status" | "stage" | "percent">;

/** Where `stage` stands while the scan is at `current`; a completed scan has every stage done. */
export function stageState(stage: ScanStage, current: ScanProgress): StageState {
  if (current.status === "completed") return "done";
  const at = SCAN_STAGES.indexOf(current.stage);
  const index = SCAN_STAGES.indexOf(stage);
  if (index < at) return "done";
  if (index === at) return current.status === "failed" ? "pending" : "active";
  return "pending";
}

/** A whole percent between 0 and 100; 100 once completed. */
export function progressPercent(progress: ScanProgress): number {
  if (progress.status === "completed") return 100;
  return Math.min(100, Math.max(0, Math.round(progress.percent)));
}

export function isFinished(status: ScanProgress["status"] | undefined): boolean {
  return status === "completed" || status === "failed";
}

/**
 * The newer of two reports of the same scan: a finished one wins, otherwise the higher percent,
 * so that a late answer never moves the bar back.
 */
export function latestProgress(a: ScanProgress | null, b: ScanProgress | null): ScanProgress | null {
  if (!a || !b) return a ?? b;
  if (isFinished(a.status) !== isFinished(b.status)) return isFinished(a.status) ? a : b;
  return b.percent >= a.percent ? b : a;
}

/** Reads one server-sent event's data (`{ status, stage, percent }`); null when malformed. */
export function parseProgressEvent(data: string): ScanProgress | null {
  try {
    const event = scanProgressEventSchema.safeParse(JSON.parse(data));
    return event.success ? { status: event.data.status, stage: event.data.stage, percent: event.data.percent } : null;
  } catch {
    return null;
  }
}
