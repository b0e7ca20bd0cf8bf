// One error type for the whole domain: a code from a closed list, mapped to HTTP and to a
// translated message in one place (apps/server/src/http/error-handler.ts).
export const appErrorCodes = [
  "BAD_REQUEST",
  "INVALID_JSON",
  "VALIDATION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "UNEXPECTED",
  "CREATOR_NAME_REQUIRED",
  "SCAN_LIMIT_REACHED",
  "SCAN_IN_PROGRESS",
  "CREATOR_NAME_INVALID",
  "REPORT_LIMIT_REACHED",
  "SCAN_FAILED",
  "FILE_REQUIRED",
  "UNSUPPORTED_MEDIA",
  "JSON_REQUIRED",
  "FILE_TOO_LARGE",
  "REFERENCE_QUOTA_REACHED",
  "CROSS_SITE_REQUEST",
  "ACCOUNT_SUSPENDED",
  "CAPTCHA_FAILED",
] as const;
export type AppErrorCode = (typeof appErrorCodes)[number];

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

export const httpStatusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  VALIDATION_FAILED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNEXPECTED: 500,
  CREATOR_NAME_REQUIRED: 422,
  SCAN_LIMIT_REACHED: 429,
  SCAN_IN_PROGRESS: 409,
  CREATOR_NAME_INVALID: 422,
  REPORT_LIMIT_REACHED: 429,
  SCAN_FAILED: 500,
  FILE_REQUIRED: 422,
  UNSUPPORTED_MEDIA: 415,
  JSON_REQUIRED: 415,
  FILE_TOO_LARGE: 413,
  REFERENCE_QUOTA_REACHED: 422,
  CROSS_SITE_REQUEST: 403,
  ACCOUNT_SUSPENDED: 403,
  CAPTCHA_FAILED: 403,
};

/** True when a database error is a unique-constraint violation (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (e.code === "23505") return true;
  }
  return false;
}
