import { act, renderHook } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UPDATE_TOAST_DURATION_MS, VERSION_POLL_INTERVAL_MS } from "@/config/constants";
import { getDeployedVersion } from "../api/get-version";
import { clearCachesAndReloadApp, useVersionCheck } from "./use-version-check";

vi.mock("sonner", () => ({ toast: vi.fn() }));
vi.mock("../api/get-version", () => ({ getDeployedVersion: vi.fn() }));

const deployed = vi.mocked(getDeployedVersion);
const settle = () => act(async () => await vi.advanceTimersByTimeAsync(0));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("useVersionCheck", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(toast).mockClear();
    deployed.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks every 30 minutes and toasts a new version for 10 s with the update action", async () => {
    deployed.mockResolvedValue({ version: "1", fallback: false });
    renderHook(() => useVersionCheck());
    await settle();
    expect(deployed).toHaveBeenCalledTimes(1);
    await act(async () => await vi.advanceTimersByTimeAsync(VERSION_POLL_INTERVAL_MS - 1));
    expect(deployed).toHaveBeenCalledTimes(1);
    deployed.mockResolvedValue({ version: "2", fallback: false });
    await act(async () => await vi.advanceTimersByTimeAsync(1));
    expect(deployed).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledExactlyOnceWith(
      "New version available!",
      expect.objectContaining({
        description: "A new version of the app is available. Would you like to update?",
        duration: UPDATE_TOAST_DURATION_MS,
        action: expect.objectContaining({ label: "Update" }),
      }),
    );
    expect(UPDATE_TOAST_DURATION_MS).toBe(10_000);
    expect(VERSION_POLL_INTERVAL_MS).toBe(30 * 60 * 1000);
  });

  it("asks when the tab becomes visible, and never counts a failed check as a new version", async () => {
    deployed.mockResolvedValue({ version: "1", fallback: false });
    renderHook(() => useVersionCheck());
    await settle();
    deployed.mockResolvedValue({ version: "1234", fallback: true });
    setVisibility("visible");
    await settle();
    expect(deployed).toHaveBeenCalledTimes(2);
    setVisibility("hidden");
    await settle();
    expect(deployed).toHaveBeenCalledTimes(2);
    expect(toast).not.toHaveBeenCalled();

    deployed.mockResolvedValue({ version: "2", fallback: false });
    setVisibility("visible");
    await settle();
    expect(toast).toHaveBeenCalledOnce();
  });

  it("clears the caches and reloads when the user updates", async () => {
    const deleted: string[] = [];
    vi.stubGlobal("caches", { keys: async () => ["assets-v1", "api"], delete: async (key: string) => deleted.push(key) > 0 });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    await clearCachesAndReloadApp();
    expect(deleted).toEqual(["assets-v1", "api"]);
    expect(reload).toHaveBeenCalledOnce();
  });
});
