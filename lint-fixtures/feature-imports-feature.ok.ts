// lint-as: apps/web/src/features/leaks/__lint__/feature-imports-feature.ts
// accepts: a feature imports its own modules
import * as leak from "@/features/leaks/api/get-leak";

export const query = leak;
