// /about: what the service does and for whom, in the words of its real features.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { LegalPage, LegalSection } from "./legal-page";

const features = ["find", "match", "remove", "prove", "fakeProfiles", "agencies"] as const;

export function About() {
  const { t } = useTranslation("legal");
  return (
    <LegalPage title={t("about.title")} lead={t("about.lead")}>
      {features.map((feature) => (
        <LegalSection key={feature} title={t(`about.features.${feature}.title`)}>
          <p>{t(`about.features.${feature}.text`)}</p>
        </LegalSection>
      ))}
      <LegalSection title={t("about.audienceTitle")}>
        <p>{t("about.audience")}</p>
      </LegalSection>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.instantScan.getHref()}>{t("about.tryScan")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.app.faq.getHref()}>{t("about.readFaq")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact.getHref()}>{t("about.contact")}</Link>
        </Button>
      </div>
    </LegalPage>
  );
}
