// Which message a failed scan call shows (spec §8), by the server's error code.
import { ApiError } from "@/lib/api-client";

export type ScanErrorKey = "form.nameRequired" | "form.nameInvalid" | "errors.inProgress" | "errors.limitReached" | "errors.failed" | "errors.captcha" | "errors.generic";

export function scanErrorKey(error: unknown): ScanErrorKey {
  if (!(error instanceof ApiError)) return "errors.generic";
  switch (error.code) {
    case "CREATOR_NAME_REQUIRED":
      return "form.nameRequired";
    case "CREATOR_NAME_INVALID":
      return "form.nameInvalid";
    case "SCAN_IN_PROGRESS":
      return "errors.inProgress";
    case "SCAN_LIMIT_REACHED":
      return "errors.limitReached";
    case "SCAN_FAILED":
      return "errors.failed";
    case "CAPTCHA_FAILED":
      return "errors.captcha";
    default:
      return "errors.generic";
  }
}

/** The server's own translated message for an answered request; null for network failures. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 && error.message ? error.message : null;
}
