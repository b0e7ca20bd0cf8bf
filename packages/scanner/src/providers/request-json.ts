// One provider API call through our fetcher: send, insist on a 2xx JSON answer, validate its shape
// with zod at this edge, and turn every failure into a ProviderError without the key in it.
import type { z } from "zod";
import type { Fetcher, FetchRequest } from "../fetch";
import { ProviderError, redact } from "./provider-error";

export async function requestJson<Schema extends z.ZodType>(options: {
  provider: string;
  fetcher: Fetcher;
  url: URL;
  request?: FetchRequest;
  apiKey: string;
  schema: Schema;
  /** Pulls the API's own error message out of a failed answer's body. */
  errorMessage?: (body: unknown) => string | undefined;
}): Promise<z.infer<Schema>> {
  const { provider, apiKey } = options;
  const fail = (message: string, status?: number) => new ProviderError(provider, redact(message, apiKey), status);

  let result;
  try {
    result = await options.fetcher.fetch(options.url.href, {
      ...options.request,
      headers: { accept: "application/json", ...options.request?.headers },
    });
  } catch (error) {
    const reason = (error as { reason?: string }).reason;
    throw fail(`request failed${reason ? ` (${reason})` : ""}: ${(error as Error).message}`);
  }

  let body: unknown;
  try {
    body = JSON.parse(result.body.toString("utf8"));
  } catch {
    throw fail(`answered HTTP ${result.status} with a body that is not JSON`, result.status);
  }
  if (result.status < 200 || result.status >= 300) {
    const detail = options.errorMessage?.(body);
    throw fail(`answered HTTP ${result.status}${detail ? `: ${detail}` : ""}`, result.status);
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw fail(`answer does not have the documented shape: ${parsed.error.message}`, result.status);
  return parsed.data;
}

/** Only web pages are worth following up; a provider may also hand back data: or relative links. */
export function isWebUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}
