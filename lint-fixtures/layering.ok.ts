// lint-as: packages/core/src/__lint__/layering.ts
// accepts: core builds on db
import * as db from "@unleak/db";

export const schema = db;
