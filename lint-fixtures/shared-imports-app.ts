// lint-as: apps/web/src/components/__lint__/shared-imports-app.ts
// rejects: import-x/no-restricted-paths (shared code does not import app/, which composes it)
import * as router from "@/app/router";

export const routes = router;
