// The free scan this browser follows, shared by every tab through localStorage.
import { useCallback, useSyncExternalStore } from "react";
import { INSTANT_SCAN_STORAGE_KEY, rawTrackedScan, readTrackedScan, type TrackedInstantScan, writeTrackedScan } from "../lib/instant-scan-storage";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === INSTANT_SCAN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useTrackedInstantScan() {
  const raw = useSyncExternalStore(subscribe, rawTrackedScan, () => null);
  const setTracked = useCallback((scan: TrackedInstantScan | null) => {
    writeTrackedScan(scan);
    for (const listener of listeners) listener();
  }, []);
  return [readTrackedScan(raw), setTracked] as const;
}
