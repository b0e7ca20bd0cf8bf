// lint-as: packages/core/src/__lint__/relative-package.ts
// accepts: the same module through its package name
import * as db from "@unleak/db";

export const schema = db;
