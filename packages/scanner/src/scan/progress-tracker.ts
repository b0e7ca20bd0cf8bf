// Turns completed work into the spec's progress stages. The pipeline streams (a page is opened
// as soon as a search lists it), so each work stage ends when its own work and every stage
// before it are done; each stage owns a band of the percentage and moves through it as its
// requests finish. The bar reflects real work, never a timer, and never moves backwards.
import { SCAN_STAGES, type ScanProgress, type ScanStage } from "./scan-types";

export type WorkKind = "search" | "page" | "analyze";

const BANDS: Record<ScanStage, [number, number]> = {
  initiating: [0, 4],
  searching_leak_databases: [4, 35],
  scanning_piracy_networks: [35, 65],
  analyzing_content_matches: [65, 90],
  calculating_damage_estimates: [90, 95],
  finalizing_results: [95, 99],
  complete: [100, 100],
};

const KIND_OF: Partial<Record<ScanStage, WorkKind>> = {
  searching_leak_databases: "search",
  scanning_piracy_networks: "page",
  analyzing_content_matches: "analyze",
};

export interface ProgressTracker {
  /** Moves forward to `stage`, announcing every stage in between. */
  begin(stage: ScanStage, detail?: string): void;
  /** More work of a kind is now expected. */
  add(kind: WorkKind, units: number): void;
  done(kind: WorkKind, units?: number, detail?: string): void;
  readonly stage: ScanStage;
}

export function createProgressTracker(onProgress?: (event: ScanProgress) => void): ProgressTracker {
  const work: Record<WorkKind, { total: number; done: number }> = { search: { total: 0, done: 0 }, page: { total: 0, done: 0 }, analyze: { total: 0, done: 0 } };
  let index = 0;
  let lastPercent = -1;
  let started = false;
  const stage = () => SCAN_STAGES[index];

  const emit = (detail: string | undefined, force: boolean) => {
    const [from, to] = BANDS[stage()];
    const kind = KIND_OF[stage()];
    const share = kind && work[kind].total > 0 ? Math.min(1, work[kind].done / work[kind].total) : 0;
    const percent = Math.max(lastPercent, Math.floor(from + (to - from) * share));
    if (!force && percent === lastPercent) return;
    lastPercent = percent;
    onProgress?.({ stage: stage(), percent, ...(detail ? { detail } : {}) });
  };
  // A work stage is over when its work and all earlier work are done.
  const finished = (kind: WorkKind) => {
    const order: WorkKind[] = ["search", "page", "analyze"];
    return order.slice(0, order.indexOf(kind) + 1).every((k) => work[k].done >= work[k].total);
  };
  const settle = (detail?: string) => {
    for (let kind = KIND_OF[stage()]; kind && finished(kind) && index < SCAN_STAGES.indexOf("analyzing_content_matches"); kind = KIND_OF[stage()]) {
      index += 1;
      emit(undefined, true);
    }
    emit(detail, false);
  };

  return {
    get stage() {
      return stage();
    },
    begin(target, detail) {
      const goal = SCAN_STAGES.indexOf(target);
      if (!started) {
        started = true;
        emit(undefined, true);
      }
      while (index < goal) {
        index += 1;
        emit(index === goal ? detail : undefined, true);
      }
    },
    add(kind, units) {
      work[kind].total += units;
    },
    done(kind, units = 1, detail) {
      work[kind].done += units;
      if (started && KIND_OF[stage()]) settle(detail);
    },
  };
}
