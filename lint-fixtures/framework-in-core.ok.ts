// lint-as: packages/core/src/__lint__/framework-in-core.ts
// accepts: validation with zod is the domain's own business
import { z } from "zod";

export const siteName = z.string().min(1);
