// The first gate every URL (and every redirect target) passes: it must parse, and be http(s).
import { FetchRefusedError } from "./fetch-refused-error";

export function parseFetchUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new FetchRefusedError("invalid-url", `not a valid URL: ${text}`, text);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FetchRefusedError("scheme", `only http and https are fetched, not ${url.protocol}`, url.href);
  }
  if (url.hostname === "") throw new FetchRefusedError("invalid-url", `no host in ${text}`, text);
  return url;
}

export function effectivePort(url: URL): number {
  return Number(url.port) || (url.protocol === "https:" ? 443 : 80);
}
