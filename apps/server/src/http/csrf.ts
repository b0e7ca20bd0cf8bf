// Cross-site request forgery: a state-changing request must come from one of our own origins.
// Hono's csrf middleware covers what a foreign page can send without asking (forms, text/plain,
// multipart); any other body with a foreign Origin header is refused here too.
import type { MiddlewareHandler } from "hono";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./context";
import { errorBody } from "./error-handler";

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

/**
 * The translated 403 for a request from a foreign origin: our error shape, plus better-auth's flat
 * `code` and `message`, which its client (the sign-up and sign-in forms) shows.
 */
export function crossSiteRefusal(request: Request): Response {
  const body = errorBody(request, "CROSS_SITE_REQUEST");
  return Response.json({ ...body, code: body.error.code, message: body.error.message }, { status: 403 });
}
