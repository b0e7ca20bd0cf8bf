// Fetch wrapper for the JSON API: same origin, Accept-Language on every call, and a typed
// ApiError built from the server's `{ error: { code, message } }` answers.
import { type InputOf, type ResponseOf, type RouteContract, urlOf } from "@unleak/contracts";
import { currentLanguage } from "./i18n";

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(options: { code: string; message: string; status: number }) {
    super(options.message);
    this.name = "ApiError";
    this.code = options.code;
    this.status = options.status;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
};

function isErrorBody(value: unknown): value is { error: { code: string; message: string } } {
  if (!value || typeof value !== "object" || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return !!error && typeof error === "object" && "code" in error && "message" in error;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A same-origin JSON request; features call routes through `callApi` below, which builds on it. */
export async function apiRequest<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...options.headers,
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
      cache: options.cache,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError({ code: "NETWORK_ERROR", message: String(cause), status: 0 });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      throw new ApiError({ ...payload.error, status: response.status });
    }
    throw new ApiError({ code: `HTTP_${response.status}`, message: response.statusText, status: response.status });
  }
  return payload as T;
}

/**
 * Calls a route of the API by its contract (@unleak/contracts): the URL, method and body come from
 * it, and so does the answer's type. This is how features reach the server (ADR 023).
 */
export function callApi<R extends RouteContract>(
  route: R,
  input?: InputOf<R> & { signal?: AbortSignal; cache?: RequestCache; headers?: Record<string, string> },
): Promise<ResponseOf<R>> {
  const { params, query, body, signal, cache, headers } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal; cache?: RequestCache; headers?: Record<string, string> };
  const method = route.method.toUpperCase() as NonNullable<RequestOptions["method"]>;
  return apiRequest<ResponseOf<R>>(urlOf(route, { params, query }), { method, body, signal, cache, headers });
}

/**
 * Posts a multipart form (an upload) to a route: the answer and its JSON (null when it has none).
 * The caller reads the answer against the route's schemas, since uploads refuse per file.
 * A network failure throws ApiError NETWORK_ERROR.
 */
export async function postForm(route: RouteContract, form: FormData): Promise<{ response: Response; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(urlOf(route), { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json", "Accept-Language": currentLanguage() } });
  } catch (cause) {
    throw new ApiError({ code: "NETWORK_ERROR", message: String(cause), status: 0 });
  }
  return { response, payload: (await readJson(response)) ?? null };
}
