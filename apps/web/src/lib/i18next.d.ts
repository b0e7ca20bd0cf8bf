// Typed translation keys: t("…") only accepts keys that exist in the English locale files.
import type { resources } from "@unleak/i18n";
import "i18next";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: (typeof resources)["en"];
  }
}
