// lint-as: packages/core/src/__lint__/framework-in-core.ts
// rejects: no-restricted-imports (the domain knows no HTTP framework)
import { Hono } from "hono";

export const app = new Hono();
