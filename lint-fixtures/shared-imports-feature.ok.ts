// lint-as: apps/web/src/lib/__lint__/shared-imports-feature.ts
// accepts: shared code imports shared code
import { paths } from "@/config/paths";

export const home = paths;
