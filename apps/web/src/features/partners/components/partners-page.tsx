// /partners (and /partnes, issue 19): the partner programme for agencies, studios and platforms,
// what partners get (each with a link to where it lives) and the application, open to visitors
// and signed-in users alike; once sent, a confirmation.
import type { PartnerApplicationReceived } from "@unleak/contracts";
import { isPhoneAccountEmail } from "@unleak/contracts/phone-account";
import { Code2, HandCoins, Users } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { PartnerApplicationForm } from "./partner-application-form";

/** What partners get and where it lives. */
const benefits = [
  { key: "agency", icon: Users, to: paths.agencyApply.getHref() },
  { key: "api", icon: Code2, to: paths.oauthClients.getHref() },
  { key: "referrals", icon: HandCoins, to: paths.affiliates.getHref() },
] as const;
const steps = ["apply", "review", "answer"] as const;

function Application() {
  const { t } = useTranslation("partners");
  const session = useAuthSession();
  const [sent, setSent] = useState<PartnerApplicationReceived | null>(null);
  if (session.loading) return <PageLoader />;
  if (sent) {
    return (
      <div className="grid gap-3" data-testid="partner-application-sent" role="status">
        <p className="font-medium">{t("page.sent.title")}</p>
        <p className="text-sm text-muted-foreground">{t("page.sent.text", { email: sent.email })}</p>
        <Button variant="outline" className="w-fit" onClick={() => setSent(null)}>
          {t("page.sent.another")}
        </Button>
      </div>
    );
  }
  const user = session.data?.user;
  return <PartnerApplicationForm contactName={user?.name ?? ""} email={user && !isPhoneAccountEmail(user.email) ? user.email : ""} onSent={setSent} />;
}

export function PartnersPage() {
  const { t } = useTranslation("partners");
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-8">
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t("page.title")}</h1>
        <p className="text-muted-foreground">{t("page.intro")}</p>
      </header>
      <section aria-labelledby="partners-benefits" className="grid gap-4">
        <h2 id="partners-benefits" className="text-xl font-semibold">
          {t("page.benefitsTitle")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {benefits.map(({ key, icon: Icon, to }) => (
            <li key={key} className="grid content-start gap-2 rounded-xl border bg-card p-5">
              <Icon aria-hidden className="size-5 text-primary" />
              <h3 className="font-medium">{t(`page.benefits.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`page.benefits.${key}.text`)}</p>
              <Link to={to} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                {t(`page.benefits.${key}.link`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
        <section aria-labelledby="partners-steps" className="grid content-start gap-3">
          <h2 id="partners-steps" className="text-xl font-semibold">
            {t("page.stepsTitle")}
          </h2>
          <ol className="grid list-decimal gap-2 pl-5 text-sm">
            {steps.map((step) => (
              <li key={step}>{t(`page.steps.${step}`)}</li>
            ))}
          </ol>
        </section>
        <Card>
          <CardHeader>
            <CardTitle>{t("page.formTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <Application />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
