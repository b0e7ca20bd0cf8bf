// The public API, version 1 (issue 19): what an OAuth client may do for a user who allowed it, each
// route behind one scope. Callers authenticate with a bearer access token only (no cookies); the
// answers are the app's own shapes, and the policy layer decides exactly as for the app.
import { z } from "zod";
import { defineRoute, errorResponseSchema, json, jsonBody } from "./route";
import { fakeProfileFiltersSchema, fakeProfilePageSchema } from "./fake-profiles";
import { leakDetailSchema, leakFiltersSchema, leakPageSchema } from "./leaks";
import { idSchema } from "./safe-input";
import { scanListSchema, scanStartedSchema, scanStartSchema } from "./scans";
import { leakIdsSchema, noticeFiltersSchema, noticePageSchema, removalRequestSchema } from "./takedowns";

const tags = ["API v1"];
const insufficientScope = json(errorResponseSchema, "INSUFFICIENT_SCOPE: the token lacks the route's scope (see WWW-Authenticate)");
const invalidToken = json(errorResponseSchema, "INVALID_TOKEN: missing, expired or revoked bearer token (see WWW-Authenticate)");
const limited = json(errorResponseSchema, "RATE_LIMITED: the client's requests per minute are used up (see Retry-After and RateLimit)");
const errors = { 401: invalidToken, 403: insufficientScope, 429: limited };

export const apiV1Routes = {
  leaks: defineRoute({
    method: "get",
    path: "/v1/leaks",
    access: "token",
    scope: "leaks:read",
    summary: "The user's leaks, strongest evidence first, one page at a time",
    tags,
    request: { query: leakFiltersSchema },
    responses: { 200: json(leakPageSchema, "One page of leaks and the total"), ...errors },
  }),
  leak: defineRoute({
    method: "get",
    path: "/v1/leaks/{id}",
    access: "token",
    scope: "leaks:read",
    summary: "One of the user's leaks with its evidence",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 200: json(leakDetailSchema, "The leak"), ...errors },
  }),
  scans: defineRoute({
    method: "get",
    path: "/v1/scans",
    access: "token",
    scope: "scans:read",
    summary: "The user's scans, newest first",
    tags,
    responses: { 200: json(scanListSchema, "The latest scans"), ...errors },
  }),
  startScan: defineRoute({
    method: "post",
    path: "/v1/scans",
    access: "token",
    scope: "scans:write",
    summary: "Start a full scan of the user's account (one at a time)",
    tags,
    request: { body: jsonBody(scanStartSchema) },
    responses: { 202: json(scanStartedSchema, "The scan is queued"), ...errors, 409: json(errorResponseSchema, "SCAN_IN_PROGRESS: a scan is already running") },
  }),
  takedowns: defineRoute({
    method: "get",
    path: "/v1/takedowns",
    access: "token",
    scope: "takedowns:read",
    summary: "The user's takedown notices, newest first",
    tags,
    request: { query: noticeFiltersSchema },
    responses: { 200: json(noticePageSchema, "One page of notices"), ...errors },
  }),
  requestTakedown: defineRoute({
    method: "post",
    path: "/v1/takedowns",
    access: "token",
    scope: "takedowns:write",
    summary: "Request removal of the given leaks, as the user would in the app",
    description: "Only with the user's authorisation gate open (letter signed, identity approved). Whitelisted leaks are never filed.",
    tags,
    request: { body: jsonBody(leakIdsSchema) },
    responses: { 202: json(removalRequestSchema, "Queued"), ...errors, 422: json(errorResponseSchema, "Nothing left to file") },
  }),
  fakeProfiles: defineRoute({
    method: "get",
    path: "/v1/fake-profiles",
    access: "token",
    scope: "fake_profiles:read",
    summary: "The user's candidate fake profiles, highest risk first",
    tags,
    request: { query: fakeProfileFiltersSchema },
    responses: { 200: json(fakeProfilePageSchema, "One page of profiles and the total"), ...errors },
  }),
};
