// /earning-hub (issue 19): the referral link, clicks, sign-ups and paying referrals, commissions
// pending and available, the commission history and the payouts.
import type { EarningHub as Hub } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { useEarningHub } from "../api/affiliates";
import { CommissionHistory } from "./commission-history";
import { formatMoney } from "./money";
import { PayoutPanel } from "./payout-panel";
import { ReferralLink } from "./referral-link";

function Stat({ name, value, hint, testId }: { name: string; value: string; hint?: string; testId: string }) {
  return (
    <div className="grid content-start gap-1 rounded-xl border bg-card p-4" data-testid={testId}>
      <dt className="text-xs text-muted-foreground">{name}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function Stats({ hub }: { hub: Hub }) {
  const { t, i18n } = useTranslation("affiliates");
  const money = (cents: number) => formatMoney(cents, hub.currency, i18n.language);
  const count = (value: number) => value.toLocaleString(i18n.language);
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      <Stat testId="hub-clicks" name={t("hub.stats.clicks")} value={count(hub.clicks)} />
      <Stat testId="hub-sign-ups" name={t("hub.stats.signUps")} value={count(hub.signUps)} />
      <Stat testId="hub-paying" name={t("hub.stats.paying")} value={count(hub.payingReferrals)} />
      <Stat testId="hub-pending" name={t("hub.stats.pending")} value={money(hub.pendingCents)} hint={t("hub.pendingHint", { days: hub.programme.holdDays })} />
      <Stat testId="hub-available" name={t("hub.stats.available")} value={money(hub.availableCents)} hint={hub.availableCents < 0 ? t("hub.negativeHint") : t("hub.availableHint")} />
      <Stat testId="hub-paid" name={t("hub.stats.paid")} value={money(hub.paidCents)} />
    </dl>
  );
}

export function EarningHub() {
  const { t, i18n } = useTranslation("affiliates");
  const hub = useEarningHub();
  if (hub.isPending) return <PageLoader />;
  if (hub.isError) return <Alert variant="destructive">{hub.error.message}</Alert>;
  const { programme } = hub.data;
  return (
    <section className="flex w-full max-w-5xl min-w-0 flex-col gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("hub.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("hub.intro")}</p>
      </header>
      <div className="grid gap-2 rounded-xl border bg-card p-4">
        <ReferralLink link={hub.data.link} />
        <p className="text-xs text-muted-foreground">
          {t("hub.terms", {
            rate: programme.commissionRatePercent.toLocaleString(i18n.language),
            holdDays: programme.holdDays,
            minimum: formatMoney(programme.payoutMinimumCents, programme.currency, i18n.language),
          })}{" "}
          <Link className="underline" to={paths.affiliates.getHref()}>
            {t("hub.programmeLink")}
          </Link>
        </p>
      </div>
      <Stats hub={hub.data} />
      <CommissionHistory />
      <PayoutPanel hub={hub.data} />
    </section>
  );
}
