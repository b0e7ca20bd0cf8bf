// lint-as: apps/web/src/features/leaks/__lint__/feature-imports-feature.ts
// rejects: import-x/no-restricted-paths (features do not import each other)
import * as scan from "../../scans/api/get-scan";

export const query = scan;
