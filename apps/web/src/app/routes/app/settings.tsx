// /settings: language, the agency that manages the creator (if any), password, two-factor
// authentication, active sessions, e-mail address, phone number, automatic filing of takedown notices,
// the data export and deleting the account (issue 19).
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { ChangeEmailCard } from "@/features/settings/components/change-email-card";
import { ChangePasswordCard } from "@/features/settings/components/change-password-card";
import { LanguageCard } from "@/features/settings/components/language-card";
import { PhoneNumberCard } from "@/features/settings/components/phone-number-card";
import { SessionsCard } from "@/features/settings/components/sessions-card";
import { TwoFactorCard } from "@/features/settings/components/two-factor-card";
import { AutoTakedownCard } from "@/features/takedowns/components/auto-takedown-card";
import { AgencyMembershipCard } from "@/features/agency-roster/components/agency-membership-card";
import { DeleteAccountCard } from "@/features/privacy/components/delete-account-card";
import { ExportLinkCard } from "@/features/privacy/components/export-link-card";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { useCurrentUser } from "@/lib/current-user";

export function Component() {
  const { t } = useTranslation("account");
  const session = useAuthSession();
  const me = useCurrentUser();

  if (me.isPending) return <PageLoader />;
  const email = session.data?.user.email ?? me.data?.user.email ?? "";
  const phoneNumber = session.data?.user.phoneNumber ?? null;

  return (
    <section className="flex w-full max-w-3xl flex-col gap-6" data-testid="settings-page">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("settings.title")}</h1>
      <LanguageCard />
      <AgencyMembershipCard />
      <AutoTakedownCard />
      <ChangePasswordCard />
      <TwoFactorCard enabled={me.data?.user.twoFactorEnabled ?? false} />
      <SessionsCard currentSessionId={session.data?.session.id ?? null} />
      {/* A phone account's e-mail is a placeholder, never shown: it adds a first address (ADR 022). */}
      <ChangeEmailCard currentEmail={isPhoneAccountEmail(email) ? null : email} phoneNumber={phoneNumber} />
      <PhoneNumberCard phoneNumber={phoneNumber} onChanged={session.refetch} />
      <ExportLinkCard href={paths.settingsExport.getHref()} />
      {/* The danger zone (issue 19): deleting the account, with what the law makes us keep. */}
      <DeleteAccountCard loginHref={paths.auth.login.getHref()} />
    </section>
  );
}
