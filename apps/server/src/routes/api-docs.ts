// The API described: the OpenAPI document generated from the contracts (GET /api/openapi.json)
// and Swagger UI rendering it for people (GET /api/docs), served from our own origin so that the
// strict CSP holds: the page loads its script and styles from /api/docs/*, nothing inline.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { apiScopeDescriptions, apiScopes } from "@unleak/contracts";
import { AppError } from "@unleak/core";
import { Hono } from "hono";
import type { AppEnv } from "../http/context";

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const assets: Record<string, { file: string; type: string }> = {
  "swagger-ui.css": { file: "swagger-ui.css", type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": { file: "swagger-ui-bundle.js", type: "text/javascript; charset=utf-8" },
};

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Unleak API</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body>
</html>`;
const init = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`;

export function apiDocRoutes(api: OpenAPIHono<AppEnv>, version: string) {
  let document: unknown = null;
  return new Hono<AppEnv>()
    .get("/openapi.json", (c) => {
      document ??= api.getOpenAPI31Document({
        openapi: "3.1.0",
        info: { title: "Unleak API", version, description: "The JSON API of the Unleak web app. Every answer in error has the `Error` shape; messages follow Accept-Language." },
        servers: [{ url: "/api" }],
      });
      // Signed-in routes name the session cookie better-auth sets at sign-in (/api/auth/*).
      (document as { components?: { securitySchemes?: unknown } }).components ??= {};
      (document as { components: { securitySchemes?: unknown } }).components.securitySchemes = {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token", description: "The session cookie set by signing in" },
        // The public API (/api/v1, issue 19): OAuth 2.0 access tokens, sent as `Authorization: Bearer`.
        oauth2: {
          type: "oauth2",
          description: "Authorization code with PKCE (S256). Register a client at /oauth-clients; send the access token as `Authorization: Bearer <token>`.",
          flows: { authorizationCode: { authorizationUrl: "/oauth/authorize", tokenUrl: "/oauth/token", refreshUrl: "/oauth/token", scopes: Object.fromEntries(apiScopes.map((scope) => [scope, apiScopeDescriptions[scope]])) } },
        },
      };
      return c.json(document, 200, { "cache-control": "no-cache" });
    })
    .get("/docs", (c) => c.html(page, 200, { "cache-control": "no-cache" }))
    .get("/docs/init.js", (c) => c.body(init, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" }))
    .get("/docs/:asset", (c) => {
      const asset = assets[c.req.param("asset")];
      if (!asset) throw new AppError("NOT_FOUND");
      return c.body(readFileSync(path.join(swaggerDir, asset.file)), 200, { "content-type": asset.type, "cache-control": "public, max-age=86400" });
    });
}
