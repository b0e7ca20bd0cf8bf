// better-auth's standard endpoints under /api/auth. The caller's address comes from the socket
// (or the proxy when TRUST_PROXY is set) and the library's English errors are translated.
import type { AppErrorCode } from "@unleak/core";
import { Hono } from "hono";
import { clientIpHeader } from "../auth";
import type { AppEnv } from "../http/context";
import { refuseUnstorableJsonBody } from "../http/read-json";
import { crossSiteRefusal } from "../http/csrf";
import { languageOf, translator } from "../i18n";

export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  await refuseUnstorableJsonBody(c.req.raw);
  const { auth } = c.get("services");
  const headers = new Headers(c.req.raw.headers);
  headers.delete(clientIpHeader);
  const ip = c.get("clientIp");
  if (ip) headers.set(clientIpHeader, ip);
  const request = new Request(c.req.raw, { headers });
  const response = await auth.handler(request);
  return response.status >= 400 ? translateAuthError(response, c.req.raw) : response;
});

/** For the library's errors that come with a status only (e.g. a 401 from the admin endpoints). */
const fallbackCodes: Record<number, AppErrorCode> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" };

async function translateAuthError(response: Response, request: Request): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  if (body?.code === "INVALID_ORIGIN") return crossSiteRefusal(request);
  const t = translator(languageOf(request));
  const code = body?.code ?? (response.status === 429 ? "RATE_LIMITED" : undefined);
  const key = code ? `errors:auth.${code}` : undefined;
  const message = key && t(key, { defaultValue: "" }) ? t(key) : response.status === 429 ? t("errors:RATE_LIMITED") : body?.message || t(`errors:${fallbackCodes[response.status] ?? "BAD_REQUEST"}`);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, code: code ?? body?.code, message }), { status: response.status, headers });
}
