// On the sign-in page: a creator who finished onboarding before confirming the e-mail is told
// that the choices will be saved with the first sign-in.
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { readDraft } from "../lib/draft-storage";

export function PendingOnboardingNotice() {
  const { t } = useTranslation("onboarding");
  const [draft] = useState(readDraft);
  if (!draft?.accountCreated) return null;
  return (
    <Alert className="mb-6 flex gap-3" data-testid="pending-onboarding">
      <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <span>{t("pending.description", { email: draft.email })}</span>
    </Alert>
  );
}
