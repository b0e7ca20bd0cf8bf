// lint-as: packages/db/src/__lint__/react-in-db.ts
// rejects: no-restricted-imports (no React below apps/)
import { useState } from "react";

export const hook = useState;
