// The server's reason for refusing a new password (too common, too short, too long), to show
// under the password field itself; null for any other error.
const passwordRefusalCodes = new Set(["PASSWORD_TOO_COMMON", "PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG"]);

export function passwordRefusal(error: { code?: string; message?: string } | null | undefined): string | null {
  return error?.code && passwordRefusalCodes.has(error.code) ? (error.message ?? null) : null;
}
