import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuthStore } from "./auth-state";

type Session = { user: { email: string } };
const session: Session = { user: { email: "nova@example.com" } };

describe("createAuthStore", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("initialises once and reports a restored session", async () => {
    const fetchSession = vi.fn().mockResolvedValue(session);
    const onRestoredSession = vi.fn();
    const store = createAuthStore<Session>({ fetchSession, onRestoredSession });
    store.init();
    store.init();
    await vi.runAllTimersAsync();
    expect(fetchSession).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ loading: false, initialized: true, session, error: null });
    expect(onRestoredSession).toHaveBeenCalledTimes(1);
  });

  it("fails after three attempts", async () => {
    const fetchSession = vi.fn().mockRejectedValue(new Error("down"));
    const store = createAuthStore<Session>({ fetchSession });
    store.init();
    await vi.runAllTimersAsync();
    expect(fetchSession).toHaveBeenCalledTimes(3);
    expect(store.getState()).toMatchObject({ loading: false, initialized: true, session: null, error: "init_failed" });
  });

  it("retries when the initial session does not arrive within 2 s and stops loading after 5 s", async () => {
    const fetchSession = vi.fn(() => new Promise<Session | null>(() => undefined));
    const store = createAuthStore<Session>({ fetchSession });
    store.init();
    await vi.advanceTimersByTimeAsync(2300);
    expect(fetchSession).toHaveBeenCalledTimes(2);
    expect(store.getState().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(2800);
    expect(store.getState().loading).toBe(false);
  });

  it("ignores a sign-out during initialisation while a session exists", async () => {
    let answer: (value: Session | null) => void = () => undefined;
    const fetchSession = vi.fn(() => new Promise<Session | null>((resolve) => (answer = resolve)));
    const store = createAuthStore<Session>({ fetchSession });
    store.init();
    store.applySession(session);
    store.applySession(null);
    expect(store.getState().session).toEqual(session);
    answer(null);
    await vi.runAllTimersAsync();
    expect(store.getState()).toMatchObject({ initialized: true, session });
    store.applySession(null);
    expect(store.getState().session).toBeNull();
  });
});
