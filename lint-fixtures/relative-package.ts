// lint-as: packages/core/src/__lint__/relative-package.ts
// rejects: import-x/no-relative-packages (a relative path that leaves the package)
import * as db from "../../../db/src/index";

export const schema = db;
