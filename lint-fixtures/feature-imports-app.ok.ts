// lint-as: apps/web/src/features/leaks/__lint__/feature-imports-app.ts
// accepts: features use shared code
import { paths } from "@/config/paths";

export const home = paths;
