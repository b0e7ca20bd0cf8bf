// lint-as: apps/web/src/lib/__lint__/shared-imports-feature.ts
// rejects: import-x/no-restricted-paths (shared code does not import features)
import * as leak from "@/features/leaks/api/get-leak";

export const query = leak;
