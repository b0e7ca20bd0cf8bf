// lint-as: apps/server/src/routes/__lint__/route-imports-db.ts
// rejects: no-restricted-imports (routes validate, authorise and delegate to core)
import { eq } from "drizzle-orm";

export const byId = eq;
