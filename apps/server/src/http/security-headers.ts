// Security headers of every answer (ADR 011): a strict Content-Security-Policy (scripts and workers
// from our origin only; the bot-check provider's origins when Turnstile or reCAPTCHA is used), a
// Permissions-Policy that turns off the browser features the app never uses, and no caching of
// API answers, which carry personal data, unless a route says otherwise.
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { CaptchaConfig } from "../config";
import type { AppEnv } from "./context";

const captchaOrigins: Record<CaptchaConfig["provider"], string[]> = {
  altcha: [],
  turnstile: ["https://challenges.cloudflare.com"],
  recaptcha: ["https://www.google.com", "https://www.gstatic.com"],
};

export function securityHeaders(captcha: CaptchaConfig): MiddlewareHandler<AppEnv> {
  const thirdParty = captchaOrigins[captcha.provider];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...thirdParty],
      // Toasts and the ALTCHA widget insert <style> elements at run time; scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'", ...thirdParty],
      // The ALTCHA widget solves its proof of work in a web worker.
      workerSrc: ["'self'", "blob:"],
      frameSrc: thirdParty.length ? thirdParty : ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
    crossOriginEmbedderPolicy: false,
  });
}

/** API answers are personal unless a route chose its own Cache-Control. */
export const noStoreByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.headers.has("cache-control")) return;
  try {
    c.res.headers.set("cache-control", "no-store");
  } catch {
    // Headers of a passed-through answer can be immutable: copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("cache-control", "no-store");
  }
};
