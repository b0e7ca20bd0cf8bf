// Validation at the edge: a request body is parsed and checked against its schema, or the caller
// gets a 4xx naming what is wrong.
import { AppError } from "@unleak/core";
import type { Context } from "hono";
import type { z } from "zod";

export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("INVALID_JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({ path: issue.path.join("."), problem: issue.code }));
    throw new AppError("VALIDATION_FAILED", undefined, { fields });
  }
  return parsed.data;
}
