// The one place where errors become HTTP answers: a status from the error's code and a message
// in the caller's language. Nothing internal (stack, SQL) ever leaves the server.
import { AppError, type AppErrorCode, httpStatusOf } from "@unleak/core";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { languageOf, translator } from "../i18n";
import type { AppEnv } from "./context";

export function errorBody(request: Request, code: AppErrorCode, details?: Record<string, unknown>) {
  const t = translator(languageOf(request));
  return { error: { code, message: t(`errors:${code}`, { replace: details ?? {} }), ...(details ? { details } : {}) } };
}

/**
 * An error answered on a route the better-auth client calls too (sign-up, sign-in): our shape plus
 * better-auth's flat `code` and `message`, which that client shows in the forms.
 */
export function formError(request: Request, code: AppErrorCode, status: ContentfulStatusCode): Response {
  const body = errorBody(request, code);
  return Response.json({ ...body, code, message: body.error.message }, { status });
}

export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return c.json(errorBody(c.req.raw, error.code, error.details), httpStatusOf[error.code] as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const code: AppErrorCode = error.status === 413 ? "PAYLOAD_TOO_LARGE" : error.status === 404 ? "NOT_FOUND" : error.status < 500 ? "BAD_REQUEST" : "UNEXPECTED";
    return c.json(errorBody(c.req.raw, code), httpStatusOf[code] as ContentfulStatusCode);
  }
  // Logged with the request's id (issue 20), which the caller got in X-Request-Id to quote to support.
  const logger = c.get("services")?.logger;
  if (logger) logger.error({ requestId: c.get("requestId"), method: c.req.method, route: routePath(c), err: error }, "unexpected error");
  else console.error("[http] unexpected error on", c.req.method, c.req.path, error);
  return c.json(errorBody(c.req.raw, "UNEXPECTED"), 500);
}
