import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { scanErrorKey, serverMessage } from "./scan-error";

const apiError = (code: string, status: number, message = "from server") => new ApiError({ code, status, message });

describe("scan error messages", () => {
  it("maps the server's codes to the spec's messages", () => {
    expect(scanErrorKey(apiError("SCAN_IN_PROGRESS", 409))).toBe("errors.inProgress");
    expect(scanErrorKey(apiError("SCAN_LIMIT_REACHED", 429))).toBe("errors.limitReached");
    expect(scanErrorKey(apiError("CREATOR_NAME_REQUIRED", 422))).toBe("form.nameRequired");
    expect(scanErrorKey(apiError("CREATOR_NAME_INVALID", 422))).toBe("form.nameInvalid");
    expect(scanErrorKey(apiError("SCAN_FAILED", 500))).toBe("errors.failed");
    expect(scanErrorKey(new Error("boom"))).toBe("errors.generic");
  });

  it("keeps the server's translated message, but not a network failure's", () => {
    expect(serverMessage(apiError("VALIDATION_FAILED", 422, "Invalid e-mail"))).toBe("Invalid e-mail");
    expect(serverMessage(apiError("NETWORK_ERROR", 0, "TypeError: failed"))).toBeNull();
  });
});
