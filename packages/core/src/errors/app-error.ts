// One error type for the whole domain: a code from a closed list, mapped to HTTP and to a
// translated message in one place (apps/server/src/http/error-handler.ts).
import { errorCodes, type ErrorCode, errorStatus } from "@unleak/contracts";

/** The closed list lives in @unleak/contracts/words, shared with the web app and the OpenAPI document. */
export const appErrorCodes = errorCodes;
export type AppErrorCode = ErrorCode;

export class AppError extends Error {
  constructor(
    public readonly code: AppErrorCode,
    message?: string,
    /** Details safe to show, e.g. which fields failed validation. */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message ?? code);
    this.name = "AppError";
  }
}

export const httpStatusOf: Record<AppErrorCode, number> = errorStatus;

/** True when a database error is a unique-constraint violation (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (e.code === "23505") return true;
  }
  return false;
}
