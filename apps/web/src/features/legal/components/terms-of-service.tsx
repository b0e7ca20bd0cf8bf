// /terms-of-service and /terms: the terms of this service. The figures come from the configuration
// (free scans, the grace period after a failed renewal); the operator from OPERATOR_*.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { LegalList, LegalPage, LegalSection } from "./legal-page";
import { OperatorWarning } from "./operator-warning";
import { WithSiteInfo } from "./with-site-info";

const acceptableUse = ["ownContent", "truthful", "noLawfulContent", "noMisuse", "account"] as const;
/** Sections of one paragraph without figures, in their order after billing. */
const plainSections = ["cancellation", "suspension", "liability"] as const;

export function TermsOfService() {
  const { t } = useTranslation("legal");
  return (
    <LegalPage title={t("terms.title")} lead={t("terms.lead")}>
      <WithSiteInfo>
        {({ operator, limits }) => (
          <>
            <OperatorWarning operator={operator} />
            <LegalSection title={t("terms.scopeTitle")}>
              <p>{operator.name ? t("terms.scope", { operator: operator.name }) : t("terms.scopeUnset")}</p>
            </LegalSection>
            <LegalSection title={t("terms.serviceTitle")}>
              <p>{t("terms.service", { scans: limits.visitorScansPerDay })}</p>
            </LegalSection>
            <LegalSection title={t("terms.agentTitle")}>
              <p>{t("terms.agent")}</p>
              <p>{t("terms.agentRevoke")}</p>
            </LegalSection>
            <LegalSection title={t("terms.useTitle")}>
              <LegalList items={Object.fromEntries(acceptableUse.map((key) => [key, t(`terms.use.${key}`)]))} />
            </LegalSection>
            <LegalSection title={t("terms.removalTitle")}>
              <p>{t("terms.removal")}</p>
              <p>{t("terms.removalEvidence")}</p>
            </LegalSection>
            <LegalSection title={t("terms.billingTitle")}>
              <p>
                {t("terms.billing")}{" "}
                <Link className="underline underline-offset-2" to={paths.app.subscriptionPlans.getHref()}>
                  {t("terms.plansLink")}
                </Link>
              </p>
              <p>{t("terms.billingGrace", { days: limits.billingGraceDays })}</p>
            </LegalSection>
            {plainSections.map((section) => (
              <LegalSection key={section} title={t(`terms.${section}Title`)}>
                <p>{t(`terms.${section}`)}</p>
              </LegalSection>
            ))}
            <LegalSection title={t("terms.lawTitle")}>
              <p>{operator.address ? t("terms.law", { address: operator.address }) : t("terms.lawUnset")}</p>
            </LegalSection>
            <LegalSection title={t("terms.changesTitle")}>
              <p>{t("terms.changes")}</p>
            </LegalSection>
          </>
        )}
      </WithSiteInfo>
    </LegalPage>
  );
}
