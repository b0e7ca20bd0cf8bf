// Turns a better-auth error into a translated, user-facing message key (or the server's text).
import type { TFunction } from "i18next";

export type AuthErrorLike = { code?: string; message?: string; status?: number; statusText?: string } | null | undefined;

const messageKeyByCode = {
  INVALID_EMAIL_OR_PASSWORD: "errors.invalidCredentials",
  EMAIL_NOT_VERIFIED: "errors.emailNotVerified",
  USER_ALREADY_EXISTS: "errors.alreadyRegistered",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "errors.alreadyRegistered",
  INVALID_TOKEN: "errors.invalidToken",
  PASSWORD_TOO_SHORT: "errors.passwordTooShort",
  PASSWORD_TOO_LONG: "errors.passwordTooLong",
  INVALID_EMAIL: "errors.invalidEmail",
  INVALID_CODE: "errors.invalidCode",
  OTP_HAS_EXPIRED: "errors.invalidCode",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "errors.tooManyAttempts",
  ACCOUNT_TEMPORARILY_LOCKED: "errors.tooManyAttempts",
  INVALID_TWO_FACTOR_COOKIE: "errors.twoFactorExpired",
} as const;

type KnownCode = keyof typeof messageKeyByCode;

const isKnownCode = (code: string | undefined): code is KnownCode => !!code && code in messageKeyByCode;

export function isAuthErrorCode(error: AuthErrorLike, ...codes: KnownCode[]): boolean {
  return !!error?.code && (codes as string[]).includes(error.code);
}

export function authErrorMessage(t: TFunction<"auth">, error: AuthErrorLike): string {
  if (isKnownCode(error?.code)) return t(messageKeyByCode[error.code]);
  // The server translates its own messages (e.g. the per-account sign-in throttle's 429).
  if (error?.message) return error.message;
  if (error?.status === 429) return t("errors.rateLimited");
  return t("errors.generic");
}
