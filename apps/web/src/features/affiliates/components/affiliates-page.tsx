// /affiliates and /affilates (issue 19): the affiliate programme explained with the figures of
// this deployment's configuration (rate, cookie, hold period, payout minimum and methods); a
// signed-in user gets her referral link, a visitor the way to sign up or log in.
import type { AffiliateProgramme } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { useAffiliateProgramme, useEarningHub } from "../api/affiliates";
import { formatMoney } from "./money";
import { ReferralLink } from "./referral-link";

/** The programme's steps, each worded with the configured figures. */
export function ProgrammeSteps({ programme }: { programme: AffiliateProgramme }) {
  const { t, i18n } = useTranslation("affiliates");
  const methods = new Intl.ListFormat(i18n.language, { type: "disjunction" }).format(programme.payoutMethods.map((method) => t(`methods.${method}`)));
  const minimum = formatMoney(programme.payoutMinimumCents, programme.currency, i18n.language);
  const steps = [
    t("programme.steps.link"),
    t("programme.steps.cookie", { days: programme.cookieDays }),
    t("programme.steps.signUp", { days: programme.cookieDays }),
    t("programme.steps.commission", { rate: programme.commissionRatePercent.toLocaleString(i18n.language) }),
    t("programme.steps.hold", { days: programme.holdDays }),
    t("programme.steps.payout", { minimum, methods }),
  ];
  return (
    <ol className="grid list-decimal gap-3 pl-5 text-sm">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

function YourLink() {
  const { t } = useTranslation("affiliates");
  const hub = useEarningHub();
  if (hub.isPending) return <PageLoader />;
  if (hub.isError) return <Alert variant="destructive">{hub.error.message}</Alert>;
  return (
    <div className="grid gap-3">
      <ReferralLink link={hub.data.link} />
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.app.earningHub.getHref()}>{t("programme.openHub")}</Link>
      </Button>
    </div>
  );
}

function VisitorCallToAction() {
  const { t } = useTranslation("affiliates");
  return (
    <div className="grid gap-3" data-testid="affiliates-visitor">
      <h2 className="text-lg font-semibold">{t("programme.visitorTitle")}</h2>
      <p className="text-sm text-muted-foreground">{t("programme.visitorText")}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.auth.register.getHref()}>{t("programme.signUp")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.auth.login.getHref()}>{t("programme.logIn")}</Link>
        </Button>
      </div>
    </div>
  );
}

export function AffiliatesPage() {
  const { t } = useTranslation("affiliates");
  const programme = useAffiliateProgramme();
  const session = useAuthSession();
  return (
    <section className="mx-auto grid w-full max-w-3xl gap-8">
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t("programme.title")}</h1>
        <p className="text-muted-foreground">{t("programme.intro")}</p>
      </header>
      <section aria-labelledby="affiliates-how" className="grid gap-4 rounded-xl border bg-card p-6">
        <h2 id="affiliates-how" className="text-xl font-semibold">
          {t("programme.howTitle")}
        </h2>
        {programme.isPending ? <PageLoader /> : programme.isError ? <Alert variant="destructive">{programme.error.message}</Alert> : <ProgrammeSteps programme={programme.data} />}
      </section>
      <section className="rounded-xl border bg-card p-6">{session.loading ? <PageLoader /> : session.data ? <YourLink /> : <VisitorCallToAction />}</section>
    </section>
  );
}
