// How a route is described: method, path (OpenAPI style, `{id}`), the request's parts and the
// answers, each a zod schema. The server registers these with @hono/zod-openapi (validation, the
// OpenAPI document), the web app calls them through `callApi` (its types), so a route is written
// once. Paths are relative to `/api`. ADR 023.
import { z } from "zod";
import { type ApiScope, errorCodes } from "./words";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** The error answer every route may give: a code from the closed list and a translated message. */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.enum(errorCodes),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: "Error" });

export interface JsonContent<S extends z.ZodType> {
  description: string;
  content: { "application/json": { schema: S } };
}

/** A JSON answer. */
export function json<S extends z.ZodType>(schema: S, description: string): JsonContent<S> {
  return { description, content: { "application/json": { schema } } };
}

/** An answer without a body (204), or one that is not JSON (a PDF, a stream, a redirect). */
export function empty(description: string): { description: string } {
  return { description };
}

/** A JSON request body (required: an empty body is read as `{}`). */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return { required: true as const, content: { "application/json": { schema } } };
}

/**
 * A multipart upload: described in the document, but read by the handler itself (each file is
 * checked on its own, so one bad file does not refuse the others). `fields` are OpenAPI schemas.
 */
export function multipartBody(fields: Record<string, { type: "string" | "array"; format?: "binary"; items?: { type: "string"; format: "binary" }; description?: string }>) {
  return { required: true as const, content: { "multipart/form-data": { schema: { type: "object" as const, properties: fields, required: Object.keys(fields) } } } };
}
export type MultipartBody = ReturnType<typeof multipartBody>;

/**
 * Who may call a route at all, checked before its input is read: anyone, a signed-in user, or an
 * administrator, or (issue 19) the holder of an OAuth access token with the route's scope. Whose data they may reach is the policy layer's to decide (core, ADR 024).
 */
export const routeAccess = ["public", "signed-in", "admin", "token"] as const;
export type RouteAccess = (typeof routeAccess)[number];

export interface RouteContract {
  method: HttpMethod;
  access: RouteAccess;
  /** For access "token" (the public API, issue 19): the OAuth scope the bearer token must carry. */
  scope?: ApiScope;
  path: string;
  summary: string;
  tags: string[];
  /** Who may call it (the policy layer decides; this documents it in the OpenAPI document). */
  description?: string;
  request?: {
    params?: z.ZodObject;
    query?: z.ZodObject;
    body?: { required: true; content: { "application/json": { schema: z.ZodType } } } | MultipartBody;
  };
  responses: Record<number, { description: string; content?: { "application/json": { schema: z.ZodType } } }>;
  /** OpenAPI extensions (`x-...`), as the OpenAPI operation object allows. */
  [extension: `x-${string}`]: unknown;
}

/** Checks a route's shape and keeps its literal types (so the server and web infer from it). */
export function defineRoute<const R extends RouteContract>(route: R): R {
  return route;
}

type SuccessStatus = 200 | 201 | 202 | 204;
type SchemaOf<T> = T extends { content: { "application/json": { schema: infer S extends z.ZodType } } } ? S : never;
type SuccessSchema<R extends RouteContract> = SchemaOf<R["responses"][Extract<keyof R["responses"], SuccessStatus>]>;

/** The JSON a route answers on success (its 200, 201 or 202); void for a 204. */
export type ResponseOf<R extends RouteContract> = [SuccessSchema<R>] extends [never] ? void : z.output<SuccessSchema<R>>;
/** The JSON body a route takes. */
export type BodyOf<R extends RouteContract> = R["request"] extends { body: { content: { "application/json": { schema: infer S extends z.ZodType } } } } ? z.input<S> : never;
export type ParamsOf<R extends RouteContract> = R["request"] extends { params: infer S extends z.ZodType } ? z.input<S> : never;
export type QueryOf<R extends RouteContract> = R["request"] extends { query: infer S extends z.ZodType } ? z.input<S> : never;

/** What a caller passes: the path parameters, the query and the body the route declares. */
export type InputOf<R extends RouteContract> = ([ParamsOf<R>] extends [never] ? unknown : { params: ParamsOf<R> }) &
  ([QueryOf<R>] extends [never] ? unknown : { query?: QueryOf<R> }) &
  ([BodyOf<R>] extends [never] ? unknown : { body: BodyOf<R> });

/** The route's URL under `/api`, with its `{name}` parameters filled in and the query appended. */
export function urlOf(route: RouteContract, input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {}): string {
  const path = route.path.replaceAll(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? "")));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  const search = query.toString();
  return `/api${path}${search ? `?${search}` : ""}`;
}
