// Validation at the edge: a request body is parsed and checked against its schema, or the caller
// gets a 4xx naming what is wrong. Text the database cannot store (NUL, lone surrogates) is
// refused here for every body and query string, whatever the route's schema says (ADR 013).
import { findUnstorableText, unstorableTextProblem } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";

/**
 * Reads a JSON body once with the edge rules, before a route's contract parses it: an empty body
 * is left to the contract (read as `{}`), other text needs a JSON type (415), must parse (400) and
 * may hold no text the database cannot store (422).
 */
export const guardJsonBody: MiddlewareHandler = async (c, next) => {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw new AppError("BAD_REQUEST");
  }
  if (text.trim() !== "") {
    if (!isJsonContentType(c.req.header("content-type"))) throw new AppError("JSON_REQUIRED");
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("INVALID_JSON");
    }
    refuseUnstorableText(body);
  }
  await next();
};

/** `application/json` or a `+json` type, with any parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | undefined): boolean {
  const type = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Throws VALIDATION_FAILED naming the first string or key in `value` that cannot be stored. */
export function refuseUnstorableText(value: unknown): void {
  const path = findUnstorableText(value);
  if (path !== null) throw new AppError("VALIDATION_FAILED", undefined, { fields: [{ path, problem: unstorableTextProblem }] });
}

/** For handlers that read the body themselves (better-auth): a JSON body is checked like guardJsonBody's. */
export async function refuseUnstorableJsonBody(request: Request): Promise<void> {
  if (!isJsonContentType(request.headers.get("content-type") ?? undefined)) return;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return; // malformed JSON is the handler's to refuse
  }
  refuseUnstorableText(body);
}

/** Refuses a query string with text that cannot be stored, before any route reads it. */
export const refuseUnstorableQuery: MiddlewareHandler = async (c, next) => {
  refuseUnstorableText(c.req.queries());
  await next();
};

/** VALIDATION_FAILED listing each field of a zod error and its problem. */
export function validationFailed(error: z.ZodError): AppError {
  // A refinement's message is its problem when it is a word like `invalid_characters`.
  const problemOf = (issue: z.core.$ZodIssue) => (issue.code === "custom" && /^[a-z_]+$/.test(issue.message) ? issue.message : issue.code);
  const fields = error.issues.map((issue) => ({ path: issue.path.join("."), problem: problemOf(issue) }));
  return new AppError("VALIDATION_FAILED", undefined, { fields });
}
