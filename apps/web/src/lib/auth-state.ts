// Authentication state (spec §4): initialised once with up to three attempts, a 2 s wait for the
// initial session and a 5 s safety timeout; afterwards it follows every session change.
export type AuthStateError = "init_failed";

export type AuthState<S> = { loading: boolean; initialized: boolean; session: S | null; error: AuthStateError | null };

type AuthStoreOptions<S> = {
  /** Asks the server for the current session; throws when the answer cannot be had. */
  fetchSession: () => Promise<S | null>;
  /** Called once when initialisation finds a session that already existed (login tracking). */
  onRestoredSession?: (session: S) => void;
  initialSessionWaitMs?: number;
  safetyTimeoutMs?: number;
  maxAttempts?: number;
  retryDelayMs?: number;
};

export const AUTH_INITIAL_SESSION_WAIT_MS = 2000;
export const AUTH_SAFETY_TIMEOUT_MS = 5000;
export const AUTH_MAX_INIT_ATTEMPTS = 3;

const wait = (ms: number) => new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), ms));

export function createAuthStore<S>({
  fetchSession,
  onRestoredSession,
  initialSessionWaitMs = AUTH_INITIAL_SESSION_WAIT_MS,
  safetyTimeoutMs = AUTH_SAFETY_TIMEOUT_MS,
  maxAttempts = AUTH_MAX_INIT_ATTEMPTS,
  retryDelayMs = 250,
}: AuthStoreOptions<S>) {
  let state: AuthState<S> = { loading: true, initialized: false, session: null, error: null };
  const listeners = new Set<() => void>();
  let started = false;

  const set = (next: Partial<AuthState<S>>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  /** The first answer wins; a late answer to an attempt that timed out still counts. */
  const finishInit = (session: S | null) => {
    if (state.initialized) return;
    // A session that arrived through a sign-in event during initialisation is kept.
    const current = session ?? state.session;
    set({ session: current, loading: false, initialized: true, error: null });
    if (session) onRestoredSession?.(session);
  };

  async function runInit(): Promise<void> {
    const safety = setTimeout(() => {
      if (state.loading) set({ loading: false });
    }, safetyTimeoutMs);
    for (let attempt = 1; attempt <= maxAttempts && !state.initialized; attempt += 1) {
      const pending = fetchSession();
      pending.then(finishInit, () => undefined);
      const outcome = await Promise.race([pending.then(() => "answered" as const), wait(initialSessionWaitMs)]).catch(() => "failed" as const);
      if (outcome === "answered") break;
      if (attempt < maxAttempts) await wait(retryDelayMs * attempt);
    }
    clearTimeout(safety);
    if (!state.initialized) set({ loading: false, initialized: true, error: "init_failed" });
  }

  /** A session change (sign-in, sign-out, token refresh, user update). */
  function applySession(session: S | null): void {
    // Spec §4: a sign-out event during initialisation while a session exists is ignored.
    if (!session && state.session && !state.initialized) return;
    set({ session, loading: false });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init(): void {
      if (started) return;
      started = true;
      void runInit();
    },
    /** Asks the server again; a failed answer keeps what is known. */
    async refresh(): Promise<void> {
      try {
        applySession(await fetchSession());
      } catch {
        // Keep the current state: a network hiccup is not a sign-out.
      }
    },
    applySession,
  };
}

export type AuthStore<S> = ReturnType<typeof createAuthStore<S>>;
