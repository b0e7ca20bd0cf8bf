// Cross-site request forgery: a state-changing request must come from one of our own origins.
// Hono's csrf middleware covers what a foreign page can send without asking (forms, text/plain,
// multipart); any other body with a foreign Origin header is refused here too.
import type { MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./context";
import { formError } from "./error-handler";

const safeMethod = /^(GET|HEAD|OPTIONS)$/;

export function sameOriginOnly(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const formCsrf = csrf({ origin: trustedOrigins });
  return async (c, next) => {
    if (safeMethod.test(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin !== undefined && !trustedOrigins.includes(origin)) return crossSiteRefusal(c.req.raw);
    let passed = false;
    try {
      await formCsrf(c, async () => {
        passed = true;
        await next();
      });
    } catch (error) {
      if (!passed && error instanceof HTTPException && error.status === 403) return crossSiteRefusal(c.req.raw);
      throw error;
    }
  };
}

/** The translated 403 for a request from a foreign origin, readable by better-auth's client too. */
export const crossSiteRefusal = (request: Request) => formError(request, "CROSS_SITE_REQUEST", 403);
