// Request-body limits. An oversize body is answered 413 at once with `Connection: close`: the
// client may still be sending, so the connection cannot be reused for a next request; Node reads
// and discards what is still in flight before closing, so the client gets the answer reliably.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "./context";
import { errorBody } from "./error-handler";

export function limitBody(maxSize: number): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json(errorBody(c.req.raw, "PAYLOAD_TOO_LARGE"), 413, { connection: "close" }),
  });
}
