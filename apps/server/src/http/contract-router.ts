// Routes from contracts: each route's contract (packages/contracts) is registered with
// @hono/zod-openapi, which validates the request against it, types the handler's answer, and adds
// the route to the OpenAPI document. Our edge rules stay: a body that is not JSON is a 415, broken
// JSON a 400, text the database cannot store a 422, a malformed id a 404 (ADR 013, ADR 023).
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { errorResponseSchema, type RouteAccess, type RouteContract } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { requireToken } from "./bearer";
import type { AppEnv } from "./context";
import { guardJsonBody, validationFailed } from "./read-json";
import { requireAdmin, requireUser } from "./session";

/** A router whose failed validations become our translated errors. */
export function contractRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      // A path parameter that does not parse (e.g. not a uuid) cannot name a row.
      if (result.target === "param") throw new AppError("NOT_FOUND");
      throw validationFailed(result.error as z.ZodError);
    },
  });
}

const errorAnswer = (description: string) => ({ description, content: { "application/json": { schema: errorResponseSchema } } });
const commonErrors = {
  400: errorAnswer("Malformed request"),
  401: errorAnswer("Not signed in"),
  403: errorAnswer("Not allowed, or the account is suspended"),
  404: errorAnswer("No such resource for this caller"),
  422: errorAnswer("Validation failed: `details.fields` names each field and its problem"),
  429: errorAnswer("Rate limited"),
};

/** Who may call at all is settled before the input is read: a visitor gets 401, not a 422. */
const accessGuards: Record<RouteAccess, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  "signed-in": [
    async (c, next) => {
      requireUser(c);
      await next();
    },
  ],
  admin: [
    async (c, next) => {
      requireAdmin(c);
      await next();
    },
  ],
  // The public API (issue 19): the bearer check runs per route, with the route's scope (see `route`).
  token: [],
};

/** The route of a contract, with the common error answers documented beside its own. */
export function route<const R extends RouteContract>(contract: R) {
  const { access, scope, ...operation } = contract;
  const jsonBody = contract.request?.body && "application/json" in contract.request.body.content;
  const tokenGuard = access === "token" && scope ? [requireToken(scope)] : [];
  const middleware = [...accessGuards[access], ...tokenGuard, ...(jsonBody ? [guardJsonBody] : [])];
  const security = access === "public" ? [] : access === "token" ? [{ oauth2: scope ? [scope] : [] }] : [{ session: [] }];
  return createRoute({ ...operation, security, middleware, responses: { ...commonErrors, ...contract.responses } });
}
