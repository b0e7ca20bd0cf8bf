// The guard of the public API's routes (issue 19): a bearer access token with the route's scope
// (cookies do not count), then the client's requests per minute, announced in the IETF RateLimit
// headers (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "per-client";q=60;w=60` and
// `RateLimit: "per-client";r=<left>;t=<seconds to reset>`, with Retry-After on a 429.
import type { ApiScope } from "@unleak/contracts";
import { AppError, authenticateBearer, bearerChallenge, type SignedInActor } from "@unleak/core";
import { consumeRateLimit } from "@unleak/core/limits/rate-limit";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { refuseSuspended } from "./suspension";

const WINDOW_SECONDS = 60;

export function requireToken(scope: ApiScope): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db } = c.get("services");
    const caller = await authenticateBearer({ db, authorization: c.req.header("authorization"), scope }).catch((error: unknown) => {
      if (error instanceof AppError && (error.code === "INVALID_TOKEN" || error.code === "INSUFFICIENT_SCOPE")) c.header("WWW-Authenticate", bearerChallenge(error.code, scope));
      throw error;
    });
    await refuseSuspended(c, caller.userId);
    const max = caller.rateLimitPerMinute;
    const verdict = await consumeRateLimit({ db, key: `api:${caller.clientId}`, rule: { max, windowSeconds: WINDOW_SECONDS } });
    c.header("RateLimit-Policy", `"per-client";q=${max};w=${WINDOW_SECONDS}`);
    c.header("RateLimit", `"per-client";r=${verdict.remaining ?? 0};t=${verdict.resetSeconds ?? WINDOW_SECONDS}`);
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      throw new AppError("RATE_LIMITED", undefined, { seconds: verdict.retryAfterSeconds });
    }
    c.set("apiCaller", caller);
    await next();
  };
}

/** The user the token acts for, as the policy layer sees her: a creator on her own data. */
export function requireApiActor(c: Context<AppEnv>): SignedInActor {
  const caller = c.get("apiCaller");
  if (!caller) throw new AppError("INVALID_TOKEN");
  return { kind: "creator", userId: caller.userId };
}
