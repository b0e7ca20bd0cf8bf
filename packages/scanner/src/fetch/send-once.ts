// One HTTP exchange with an already-vetted URL: no redirects, no retries. Bounds the whole
// exchange (connect, headers, body) by one timer, and the body by a byte cap read as a stream.
// A 2xx body may go to a sink (a file) instead of memory: a video of hundreds of megabytes.
import type { Writable } from "node:stream";
import { request, type Dispatcher } from "undici";
import { FetchRefusedError, findRefusal } from "./fetch-refused-error";

export interface SentRequest {
  method: "GET" | "HEAD" | "POST";
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  /** Empty when a 2xx body went to the sink. */
  body: Buffer;
  /** The body's length, in memory or written to the sink. */
  bytes: number;
}

/** Opens where a 2xx body is written; called afresh for every attempt, so a retry starts it over. */
export type OpenSink = () => Writable;

export async function sendOnce(
  dispatcher: Dispatcher,
  url: URL,
  sent: SentRequest,
  limits: { timeoutMs: number; maxBytes: number },
  openSink?: OpenSink,
): Promise<RawResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new FetchRefusedError("timeout", `no complete answer within ${limits.timeoutMs} ms`, url.href));
  }, limits.timeoutMs);
  try {
    const response = await request(url, {
      dispatcher,
      method: sent.method,
      headers: sent.headers,
      body: sent.body,
      signal: controller.signal,
    });
    const headers = flattenHeaders(response.headers);
    const declared = Number(headers["content-length"]);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      // Destroying an unread body makes undici emit an abort error that nobody else listens for.
      response.body.once("error", () => {}).destroy();
      throw tooLarge(url, limits.maxBytes);
    }
    const sink = openSink && response.statusCode >= 200 && response.statusCode < 300 ? openSink() : null;
    const chunks: Buffer[] = [];
    let received = 0;
    try {
      for await (const chunk of response.body) {
        received += (chunk as Buffer).length;
        // Leaving the loop by throwing destroys the stream, which closes the connection.
        if (received > limits.maxBytes) throw tooLarge(url, limits.maxBytes);
        if (!sink) chunks.push(chunk as Buffer);
        else if (!sink.write(chunk)) await drained(sink);
      }
      if (sink) await finished(sink);
    } catch (error) {
      sink?.destroy();
      throw error;
    }
    return { status: response.statusCode, headers, body: Buffer.concat(chunks), bytes: received };
  } catch (error) {
    // An abort surfaces as undici's own error; the reason we gave it is what the caller needs.
    if (controller.signal.aborted) throw controller.signal.reason;
    throw findRefusal(error) ?? error;
  } finally {
    clearTimeout(timer);
  }
}

function drained(sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      sink.off("drain", done).off("error", done);
      if (error) reject(error);
      else resolve();
    };
    sink.once("drain", () => done()).once("error", done);
  });
}

function finished(sink: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    sink.once("error", reject);
    sink.end(() => resolve());
  });
}

function tooLarge(url: URL, maxBytes: number): FetchRefusedError {
  return new FetchRefusedError("size", `body larger than ${maxBytes} bytes`, url.href);
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}
