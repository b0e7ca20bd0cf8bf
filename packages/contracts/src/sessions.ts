// The caller's own sessions: ending one by its id. Listing them is better-auth's list-sessions.
import { z } from "zod";
import { defineRoute, empty } from "./route";

/** A better-auth session id (never its token). */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const sessionRoutes = {
  revoke: defineRoute({
    method: "delete",
    path: "/sessions/{id}",
    access: "signed-in",
    summary: "End one of the caller's sessions",
    tags: ["Account"],
    request: { params: z.object({ id: sessionIdSchema }) },
    responses: { 204: empty("Ended") },
  }),
};
