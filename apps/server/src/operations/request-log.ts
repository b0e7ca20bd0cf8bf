// Every request's id, log line and metrics (issue 20): `X-Request-Id` is taken from the caller when
// it is a sane token (letters, digits, `-`, `_`, `=`, at most 128 characters; Hono's request-id
// middleware) and made up otherwise, echoed in the answer, and logged with the method, the matched
// route pattern (never the raw URL: ids and tokens stay out of logs and labels), status and duration.
import type { MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import type { AppEnv, Services } from "../http/context";

/** Probes answer every few seconds: their lines are debug, the rest info. */
const PROBES = new Set(["/healthz", "/readyz", "/metrics"]);

export const assignRequestId = requestId({ limitLength: 128 });

/** Runs first: it times the whole chain and sees the error handler's answer too. */
export function logRequests({ logger, metrics }: Pick<Services, "logger" | "metrics">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    // A handler that built its own Response lost the header set before it: set it again.
    if (!c.res.headers.has("x-request-id")) c.header("X-Request-Id", c.get("requestId"));
    // After the chain, the route index points at the handler that answered.
    const route = routePath(c) || "unmatched";
    const status = c.res.status;
    metrics.observeRequest({ method: c.req.method, route, status, seconds });
    const line = { requestId: c.get("requestId"), method: c.req.method, route, status, durationMs: Math.round(seconds * 1000) };
    if (PROBES.has(route)) logger.debug(line, "request");
    else logger.info(line, "request");
  };
}
