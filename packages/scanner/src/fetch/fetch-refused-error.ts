// The one error the fetch layer throws on purpose: a request it will not make or finish.
import type { RefusalReason } from "./types";

export class FetchRefusedError extends Error {
  override readonly name = "FetchRefusedError";

  constructor(
    public reason: RefusalReason,
    message: string,
    public url: string,
  ) {
    super(message);
  }
}

/** Finds a refusal even when undici wrapped it as the cause of its own error. */
export function findRefusal(error: unknown): FetchRefusedError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current instanceof FetchRefusedError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
