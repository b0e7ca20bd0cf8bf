// What the account signs in with, read-only on the account page. A phone account's e-mail column
// holds a placeholder (ADR 022) that is never shown: its number is, with a way to add an address.
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";

export function SignInIdentity({ email }: { email: string }) {
  const { t } = useTranslation("account");
  const session = useAuthSession();
  if (!isPhoneAccountEmail(email)) return <FormField label={t("details.fields.email")} value={email} readOnly className="bg-muted" />;
  return (
    <div className="grid gap-2" data-testid="sign-in-phone">
      <FormField label={t("details.fields.signInPhone")} value={session.data?.user.phoneNumber ?? ""} readOnly className="bg-muted" />
      <Link to={paths.app.settings.getHref()} className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="add-email-link">
        {t("details.addEmail")}
      </Link>
    </div>
  );
}
