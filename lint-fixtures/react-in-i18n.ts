// lint-as: packages/i18n/src/__lint__/react-in-i18n.ts
// rejects: no-restricted-imports (the texts are shared with the server, which has no React)
import { useTranslation } from "react-i18next";

export const hook = useTranslation;
