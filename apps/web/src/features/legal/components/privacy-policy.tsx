// /privacy-policy: what the service processes, why, on which basis, for how long (the periods as
// configured) and with which processors (those actually switched on), and how to use one's rights.
import type { SiteInfo } from "@unleak/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { LegalList, LegalPage, LegalSection } from "./legal-page";
import { OperatorDetails } from "./operator-details";
import { OperatorWarning } from "./operator-warning";
import { WithSiteInfo } from "./with-site-info";

const dataCategories = ["account", "profile", "references", "scans", "identity", "signatures", "notices", "payment", "logins", "visitors", "support"] as const;
const purposes = ["service", "removal", "verification", "billing", "security", "communication"] as const;
const legalBases = ["contract", "legalObligation", "legitimateInterests", "consent"] as const;

const inline = (to: string, label: string) => (
  <Link className="underline underline-offset-2" to={to}>
    {label}
  </Link>
);

export function PrivacyPolicy() {
  const { t } = useTranslation("legal");
  const keyed = <K extends string>(keys: readonly K[], text: (key: K) => ReactNode) => Object.fromEntries(keys.map((key) => [key, text(key)]));
  return (
    <LegalPage title={t("privacy.title")} lead={t("privacy.lead")}>
      <WithSiteInfo>
        {(info) => (
          <>
            <OperatorWarning operator={info.operator} />
            <LegalSection title={t("privacy.controllerTitle")}>
              <p>{t("privacy.controller")}</p>
              <OperatorDetails operator={info.operator} only={["name", "representative", "address", "email", "phone", "dpoEmail"]} />
            </LegalSection>
            <LegalSection title={t("privacy.dataTitle")}>
              <LegalList items={keyed(dataCategories, (key) => t(`privacy.data.${key}`))} />
            </LegalSection>
            <LegalSection title={t("privacy.purposesTitle")}>
              <LegalList items={keyed(purposes, (key) => t(`privacy.purposes.${key}`))} />
            </LegalSection>
            <LegalSection title={t("privacy.legalBasesTitle")}>
              <LegalList items={keyed(legalBases, (key) => t(`privacy.legalBases.${key}`))} />
            </LegalSection>
            <LegalSection title={t("privacy.retentionTitle")}>
              <LegalList items={retentionItems(info, t)} />
            </LegalSection>
            <LegalSection title={t("privacy.processorsTitle")}>
              <p>{t("privacy.processorsLead")}</p>
              <LegalList items={processorItems(info, t)} />
            </LegalSection>
            <LegalSection title={t("privacy.cookiesTitle")}>
              <LegalList
                items={{
                  session: t("privacy.cookies.session"),
                  visitor: t("privacy.cookies.visitor"),
                  referral: t("privacy.cookies.referral", { days: info.retention.referralCookieDays }),
                  localStorage: t("privacy.cookies.localStorage"),
                }}
              />
              <p>{t("privacy.cookies.none")}</p>
            </LegalSection>
            <LegalSection title={t("privacy.rightsTitle")}>
              <LegalList
                items={{
                  access: (
                    <>
                      {t("privacy.rights.access", { hours: info.retention.exportLinkHours })} {inline(paths.settingsExport.getHref(), t("privacy.rights.accessLink"))}
                    </>
                  ),
                  rectification: t("privacy.rights.rectification"),
                  erasure: (
                    <>
                      {t("privacy.rights.erasure", { days: info.retention.deletionGraceDays })} {inline(paths.app.settings.getHref(), t("privacy.rights.erasureLink"))}
                    </>
                  ),
                  objection: t("privacy.rights.objection"),
                  withdrawal: (
                    <>
                      {t("privacy.rights.withdrawal")} {inline(paths.app.authorisation.getHref(), t("privacy.rights.withdrawalLink"))}
                    </>
                  ),
                  complaint: t("privacy.rights.complaint"),
                }}
              />
              <p>{info.operator.dpoEmail || info.operator.email ? t("privacy.rights.contact", { email: info.operator.dpoEmail ?? info.operator.email }) : t("privacy.rights.contactUnset")}</p>
            </LegalSection>
            <LegalSection title={t("privacy.changesTitle")}>
              <p>{t("privacy.changes")}</p>
            </LegalSection>
          </>
        )}
      </WithSiteInfo>
    </LegalPage>
  );
}

type T = ReturnType<typeof useTranslation<"legal">>["t"];

function retentionItems({ retention }: SiteInfo, t: T): Record<string, ReactNode> {
  return {
    account: t("privacy.retention.account"),
    identity: t("privacy.retention.identity", { days: retention.identityDocumentDays }),
    uploads: t("privacy.retention.uploads", { hours: retention.unfinishedVideoUploadHours }),
    deletion: t("privacy.retention.deletion", { days: retention.deletionGraceDays }),
    export: t("privacy.retention.export", { hours: retention.exportLinkHours }),
    referral: t("privacy.retention.referral", { days: retention.referralCookieDays }),
    legal: t("privacy.retention.legal"),
  };
}

function processorItems({ processors }: SiteInfo, t: T): Record<string, ReactNode> {
  return {
    mail: processors.mail.delivery === "smtp" ? t("privacy.processors.mailRelay", { host: processors.mail.host ?? "" }) : t("privacy.processors.mailOutbox"),
    payment: processors.payment ? t(processors.payment.sandbox ? "privacy.processors.paymentTest" : "privacy.processors.payment") : t("privacy.processors.paymentNone"),
    ...(processors.sms ? { sms: t("privacy.processors.sms") } : {}),
    storage: t("privacy.processors.storage"),
    captcha: t(`privacy.processors.captcha.${processors.captcha}`),
    ...(processors.googleSignIn ? { google: t("privacy.processors.googleSignIn") } : {}),
    recipients: t("privacy.processors.noticeRecipients"),
  };
}
