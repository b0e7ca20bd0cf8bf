// The bot check of the free scan and sign-up. The browser solves a challenge and sends the answer
// in the X-Captcha header: an ALTCHA proof of work (self-hosted, works offline, nothing leaves the
// server) or, when their keys are configured, a Turnstile or reCAPTCHA token checked with the
// provider's siteverify endpoint. Each answer is accepted once (ADR 012).
import { createHmac } from "node:crypto";
import { claimSingleUse } from "@unleak/core/limits/single-use";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { create as createAltcha, type AltchaOptions } from "altcha-lib/frameworks/hono";
import type { Context, MiddlewareHandler } from "hono";
import type { CaptchaConfig } from "../config";
import type { AppEnv, Services } from "./context";
import { formError } from "./error-handler";

export const captchaHeader = "x-captcha";
/** How long a challenge may take to be solved and used. */
export const challengeSeconds = 10 * 60;

type Altcha = ReturnType<typeof createAltcha> & { options: AltchaOptions };
const altchas = new WeakMap<Services, Altcha>();

/** The app's ALTCHA issuer and verifier: challenges signed with a key derived from the auth secret. */
export function altchaOf(services: Services, complexity: number): Altcha {
  let altcha = altchas.get(services);
  if (altcha) return altcha;
  const { config, db } = services;
  const options: AltchaOptions = {
    deriveKey,
    hmacSignatureSecret: createHmac("sha256", config.authSecret).update("altcha-challenge").digest("hex"),
    createChallengeParameters: () => ({ algorithm: "PBKDF2/SHA-256", cost: complexity, expiresAt: new Date(Date.now() + challengeSeconds * 1000) }),
    // A solved challenge is remembered, in the database for every API process, until it has expired.
    store: {
      get: () => false,
      set: () => undefined,
      setIfAbsent: (nonce) => claimSingleUse({ db, scope: "altcha", token: nonce, expiresAt: Date.now() + challengeSeconds * 1000 }),
    },
  };
  altcha = Object.assign(createAltcha(options), { options });
  altchas.set(services, altcha);
  return altcha;
}

/** Middleware: 403 CAPTCHA_FAILED unless X-Captcha holds a valid answer not used before. */
export const requireCaptcha: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await captchaPassed(c))) return formError(c.req.raw, "CAPTCHA_FAILED", 403);
  await next();
};

async function captchaPassed(c: Context<AppEnv>): Promise<boolean> {
  const answer = c.req.header(captchaHeader)?.trim();
  if (!answer || answer.length > 8192) return false;
  const services = c.get("services");
  const captcha = services.config.captcha;
  if (captcha.provider !== "altcha") return siteverify(captcha, answer, c.get("clientIp"));
  const { verify, options } = altchaOf(services, captcha.complexity);
  const { error } = await verify(answer, options.deriveKey, options.hmacSignatureSecret, undefined, options.store);
  return error === null;
}

/** Turnstile's and reCAPTCHA's documented siteverify call: a form post answered with `{ success }`. */
async function siteverify(captcha: Extract<CaptchaConfig, { provider: "turnstile" | "recaptcha" }>, token: string, ip: string | null): Promise<boolean> {
  const form = new URLSearchParams({ secret: captcha.secretKey, response: token });
  if (ip) form.set("remoteip", ip);
  try {
    const response = await fetch(captcha.verifyUrl, { method: "POST", body: form, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return false;
    return ((await response.json()) as { success?: unknown }).success === true;
  } catch (error) {
    console.error(`[captcha] ${captcha.provider} siteverify failed:`, error);
    return false;
  }
}
