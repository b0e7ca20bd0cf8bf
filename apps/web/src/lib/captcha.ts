// The bot check of the free scan and sign-up (server: ADR 012). The server names the provider
// (self-hosted ALTCHA unless Turnstile or reCAPTCHA is configured); the answer travels in the
// X-Captcha header and is good for one request.
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";

export type CaptchaProvider = "altcha" | "turnstile" | "recaptcha";
export type CaptchaConfig = { provider: CaptchaProvider; siteKey: string | null };

export const captchaHeader = "X-Captcha";
export const altchaChallengeUrl = "/api/captcha/challenge";

export const captchaConfigQuery = queryOptions({
  queryKey: ["captcha-config"],
  queryFn: () => api.get<CaptchaConfig>("/api/captcha"),
  staleTime: Infinity,
});

/** What a form holds of its rendered bot check. */
export interface CaptchaHandle {
  /** The answer to send, solving the challenge now if it is not solved yet; null when there is none. */
  answer(): Promise<string | null>;
  /** After each use: an answer is accepted once. */
  reset(): void;
}

/** Headers carrying an answer, or none. */
export const captchaHeaders = (answer: string | null | undefined): Record<string, string> => (answer ? { [captchaHeader]: answer } : {});
