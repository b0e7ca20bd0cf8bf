// lint-as: apps/web/src/features/leaks/__lint__/feature-imports-app.ts
// rejects: import-x/no-restricted-paths (app/ composes features, not the reverse)
import * as router from "@/app/router";

export const routes = router;
