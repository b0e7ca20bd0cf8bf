// Integration tests read answers through the route's contract: the body must parse with the
// response schema of the status it came with (or the shared error shape for 4xx), so a test fails
// when the server and the contract drift apart, instead of reading `any`.
import { errorResponseSchema, type RouteContract } from "@unleak/contracts";
import type { z } from "zod";

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;
type Responses<R extends RouteContract> = R["responses"];
type JsonAt<R extends RouteContract, S> = S extends keyof Responses<R>
  ? Responses<R>[S] extends { content: { "application/json": { schema: infer T extends z.ZodType } } }
    ? z.output<T>
    : never
  : z.output<typeof errorResponseSchema>;

/** The parsed JSON of `response`, which must have status `status` as documented by `route`. */
export async function answerOf<R extends RouteContract, S extends (keyof Responses<R> & number) | ErrorStatus>(route: R, response: Response, status: S): Promise<JsonAt<R, S>> {
  const text = await response.text();
  const name = `${route.method.toUpperCase()} ${route.path}`;
  if (response.status !== status) throw new Error(`expected ${status} from ${name}, got ${response.status}: ${text.slice(0, 300)}`);
  const schema = status in route.responses ? route.responses[status]?.content?.["application/json"]?.schema : errorResponseSchema;
  if (!schema) throw new Error(`${name} documents no JSON for ${status}`);
  return schema.parse(JSON.parse(text)) as JsonAt<R, S>;
}
