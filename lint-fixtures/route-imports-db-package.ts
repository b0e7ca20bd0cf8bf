// lint-as: apps/server/src/routes/__lint__/route-imports-db-package.ts
// rejects: no-restricted-imports (routes do not reach @unleak/db either)
import * as db from "@unleak/db";

export const schema = db;
