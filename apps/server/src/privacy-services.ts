// The privacy use cases' services (issue 19) from this deployment's configuration: its clock,
// storage and mail, mails in the reader's language, EXPORT_LINK_TTL_HOURS and DELETION_GRACE_DAYS.
import type { Clock, FileStorage, Mailer } from "@unleak/core";
import type { PrivacyServices } from "@unleak/core/privacy/privacy-services";
import type { Database } from "@unleak/db";
import { pickLanguage } from "@unleak/i18n";
import type { Config } from "./config";
import { translator } from "./i18n";

export function privacyServicesOf({ config, db, storage, clock, mailer }: { config: Config; db: Database; storage: FileStorage; clock: Clock; mailer: Mailer }): PrivacyServices {
  return {
    db,
    storage,
    clock,
    mailer,
    translatorFor: (language) => translator(pickLanguage(language)),
    appUrl: config.baseUrl,
    exportLinkTtlHours: config.exportLinkTtlHours,
    deletionGraceDays: config.deletionGraceDays,
  };
}
