// lint-as: packages/contracts/src/__lint__/hono-in-contracts.ts
// accepts: the OpenAPI flavour of zod, which the contract helpers build on
import { z } from "@hono/zod-openapi";

export const siteName = z.string().min(1);
