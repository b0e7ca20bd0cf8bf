// The bot check of the free scan and sign-up (server: ADR 012). The server names the provider
// (self-hosted ALTCHA unless Turnstile or reCAPTCHA is configured); the answer travels in the
// X-Captcha header and is good for one request.
import { queryOptions } from "@tanstack/react-query";
import { captchaRoutes, urlOf } from "@unleak/contracts";
import { callApi } from "./api-client";

export type { CaptchaConfig, CaptchaProvider } from "@unleak/contracts";

export const captchaHeader = "X-Captcha";
export const altchaChallengeUrl = urlOf(captchaRoutes.challenge);

export const captchaConfigQuery = queryOptions({
  queryKey: ["captcha-config"],
  queryFn: () => callApi(captchaRoutes.config),
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
