// lint-as: packages/contracts/src/__lint__/hono-in-contracts.ts
// rejects: no-restricted-imports (contracts describe requests; they do not serve them)
import { Hono } from "hono";

export const app = new Hono();
