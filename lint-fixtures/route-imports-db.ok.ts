// lint-as: apps/server/src/routes/__lint__/route-imports-db.ts
// accepts: a route delegates to packages/core
import * as core from "@unleak/core";

export const domain = core;
