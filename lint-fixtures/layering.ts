// lint-as: packages/db/src/__lint__/layering.ts
// rejects: no-restricted-imports (dependencies point down: db does not know core)
import * as core from "@unleak/core";

export const domain = core;
