// /contact: the operator's address, e-mail and telephone as configured, the support chat and
// support address, and the way to book a call.
import { CalendarClock, LifeBuoy, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useOpenSupportChat } from "@/hooks/use-open-support-chat";
import { useSupportChatUrl, useSupportEmail } from "@/lib/app-config";
import { LegalPage, LegalSection } from "./legal-page";
import { OperatorDetails } from "./operator-details";
import { OperatorWarning } from "./operator-warning";
import { WithSiteInfo } from "./with-site-info";

export function Contact() {
  const { t } = useTranslation("legal");
  const supportEmail = useSupportEmail();
  return (
    <LegalPage title={t("contact.title")} lead={t("contact.lead")}>
      <WithSiteInfo>
        {({ operator }) => (
          <>
            <OperatorWarning operator={operator} />
            <LegalSection title={t("contact.operator")}>
              <OperatorDetails operator={operator} only={["name", "address", "email", "phone"]} />
            </LegalSection>
            <SupportSection mailTo={supportEmail ?? operator.email} />
            <LegalSection title={t("contact.callTitle")}>
              <p>{t("contact.call")}</p>
              <div>
                <Button asChild>
                  <Link to={paths.bookACall.getHref()}>
                    <CalendarClock aria-hidden="true" />
                    {t("contact.bookCall")}
                  </Link>
                </Button>
              </div>
            </LegalSection>
            {operator.dpoEmail ? (
              <LegalSection title={t("contact.privacyTitle")}>
                <p>
                  {t("contact.privacy")}{" "}
                  <a className="underline underline-offset-2" href={`mailto:${operator.dpoEmail}`}>
                    {operator.dpoEmail}
                  </a>
                </p>
              </LegalSection>
            ) : null}
          </>
        )}
      </WithSiteInfo>
    </LegalPage>
  );
}

/** The support chat when configured, and the support address (or the operator's) as a mail link. */
function SupportSection({ mailTo }: { mailTo: string | null }) {
  const { t } = useTranslation("legal");
  const openSupportChat = useOpenSupportChat();
  const chatUrl = useSupportChatUrl();
  return (
    <LegalSection title={t("contact.supportTitle")}>
      <p>{chatUrl ? t("contact.supportChat") : mailTo ? t("contact.supportNoChat") : t("contact.supportUnset")}</p>
      {chatUrl || mailTo ? (
        <div className="flex flex-wrap gap-2">
          {chatUrl ? (
            <Button type="button" variant="outline" onClick={() => openSupportChat()}>
              <LifeBuoy aria-hidden="true" />
              {t("contact.openChat")}
            </Button>
          ) : null}
          {mailTo ? (
            <Button asChild variant="outline">
              <a href={`mailto:${mailTo}`}>
                <Mail aria-hidden="true" />
                {mailTo}
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
    </LegalSection>
  );
}
