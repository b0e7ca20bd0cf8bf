// /agency/apply (spec §2.1, issue 17): the pitch to agencies and the application. Applying needs an
// account: a visitor is offered to create one or sign in, and comes back here after. A signed-in
// account sees where its latest application stands, and the form unless one is pending.
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { Building2, CreditCard, FileCheck2, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { useCurrentUser } from "@/lib/current-user";
import { useMyAgencyApplication } from "../api/agency-application";
import { AgencyApplicationForm } from "./agency-application-form";
import { AgencyApplicationStatus } from "./agency-application-status";

const benefits = [
  { key: "roster", icon: Users },
  { key: "notices", icon: FileCheck2 },
  { key: "team", icon: Building2 },
  { key: "billing", icon: CreditCard },
] as const;

/** The sign-in and sign-up pages send the visitor back here (their `from`). */
const comeBack = { from: paths.agencyApply.getHref() };

function SignInFirst() {
  const { t } = useTranslation("agency");
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("apply.signInNeeded")}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.auth.register.getHref()} state={comeBack}>
            {t("apply.createAccount")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.auth.login.getHref()} state={comeBack}>
            {t("apply.signIn")}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function SignedInApplication() {
  const me = useCurrentUser();
  const mine = useMyAgencyApplication();
  if (me.isPending || mine.isPending) return <PageLoader />;
  if (me.isError || mine.isError) return <Alert variant="destructive">{(me.error ?? mine.error)?.message}</Alert>;
  if (me.data.agency) return <AgencyApplicationStatus agency={me.data.agency} />;
  const latest = mine.data.application;
  // An approved application whose agency the account has left is history: it may apply again.
  const shown = latest && latest.status !== "approved" ? { ...latest, status: latest.status } : null;
  return (
    <div className="grid gap-6">
      {shown ? <AgencyApplicationStatus application={shown} /> : null}
      {shown?.status === "pending" ? null : <AgencyApplicationForm contactEmail={isPhoneAccountEmail(me.data.profile.email) ? "" : me.data.profile.email} />}
    </div>
  );
}

export function AgencyApplyPage() {
  const { t } = useTranslation("agency");
  const session = useAuthSession();
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8 lg:grid-cols-[2fr_3fr]">
      <header className="grid content-start gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{t("apply.title")}</h1>
        <p className="text-muted-foreground">{t("apply.pitch")}</p>
        <ul className="grid gap-3">
          {benefits.map(({ key, icon: Icon }) => (
            <li key={key} className="flex items-center gap-3 text-sm">
              <Icon aria-hidden className="size-5 shrink-0 text-primary" />
              {t(`apply.benefits.${key}`)}
            </li>
          ))}
        </ul>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{t("apply.formTitle")}</CardTitle>
          <CardDescription>{t("apply.formIntro")}</CardDescription>
        </CardHeader>
        <CardContent>{session.loading ? <PageLoader message="checkingAuth" /> : session.data ? <SignedInApplication /> : <SignInFirst />}</CardContent>
      </Card>
    </section>
  );
}
