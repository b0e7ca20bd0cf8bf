// /imprint: who operates the service, exactly as configured (OPERATOR_*); a warning where it is not.
import { useTranslation } from "react-i18next";
import { LegalPage, LegalSection } from "./legal-page";
import { OperatorDetails } from "./operator-details";
import { OperatorWarning } from "./operator-warning";
import { WithSiteInfo } from "./with-site-info";

export function Imprint() {
  const { t } = useTranslation("legal");
  return (
    <LegalPage title={t("imprint.title")} lead={t("imprint.lead")}>
      <WithSiteInfo>
        {({ operator }) => (
          <>
            <OperatorWarning operator={operator} />
            <LegalSection title={t("imprint.operator")}>
              <OperatorDetails operator={operator} />
            </LegalSection>
            {(["liability", "disputes"] as const).map((section) => (
              <LegalSection key={section} title={t(`imprint.${section}Title`)}>
                <p>{t(`imprint.${section}`)}</p>
              </LegalSection>
            ))}
          </>
        )}
      </WithSiteInfo>
    </LegalPage>
  );
}
