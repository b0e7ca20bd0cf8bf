// The OAuth 2.0 protocol endpoints of the public API (issue 19), outside /api because clients and
// browsers reach them directly: GET /oauth/authorize sends the browser to the consent screen (the
// SPA's /oauth/consent, which asks a visitor to sign in first and comes back), and POST
// /oauth/token exchanges a code (with its PKCE verifier) or a refresh token, answered as RFC 6749 asks.
import { authorizationRequestSchema } from "@unleak/contracts";
import { AppError, authorizationErrorRedirect, exchangeToken } from "@unleak/core";
import { Hono } from "hono";
import { limitBody } from "../http/body-limit";
import type { AppEnv } from "../http/context";

const MAX_TOKEN_REQUEST_BYTES = 8 * 1024;

export const oauthRoutes = new Hono<AppEnv>()
  .get("/authorize", async (c) => {
    const query = c.req.query();
    const parsed = authorizationRequestSchema.safeParse(query);
    if (parsed.success) return c.redirect(`/oauth/consent?${new URLSearchParams(parsed.data).toString()}`, 302);
    const redirectTo = await authorizationErrorRedirect({ db: c.get("services").db, clientId: query.client_id ?? "", redirectUri: query.redirect_uri ?? "", state: query.state });
    if (!redirectTo) throw new AppError("BAD_REQUEST");
    return c.redirect(redirectTo, 302);
  })
  .post("/token", limitBody(MAX_TOKEN_REQUEST_BYTES), async (c) => {
    const type = c.req.header("content-type") ?? "";
    if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
      return c.json({ error: "invalid_request", error_description: "Content-Type must be application/x-www-form-urlencoded" }, 400, { "cache-control": "no-store" });
    }
    const text = await c.req.text();
    const form = new URLSearchParams(text);
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((value, name) => void (headers[name] = value));
    // The body is read already; the library tells a body by its length (a chunked request has none).
    headers["content-length"] = String(Buffer.byteLength(text));
    delete headers["transfer-encoding"];
    const answer = await exchangeToken({ db: c.get("services").db, headers, body: Object.fromEntries(form) });
    return c.json(answer.body, answer.status as 200 | 400 | 401 | 500, answer.headers);
  });
