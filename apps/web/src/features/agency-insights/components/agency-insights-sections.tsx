// The agency's analytics (/agency/analytics) and billing (/agency/billing), as sections the agency
// shell renders. Analytics: the roster's leaks found and removed in a period (the last 90 days
// unless chosen), weekly and per site, the loss the removals prevent with how it is estimated, and
// the same figures as a CSV. Billing: the seats paid for against the active creators, and for the
// owner, checkout for a plan or the provider's portal.
import type { Plan } from "@unleak/contracts";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/current-user";
import { useAgencyBilling, useOpenAgencyPortal, useStartAgencyCheckout } from "../api/agency-billing";
import { type AnalyticsPeriodInput, useAgencyAnalytics } from "../api/get-agency-analytics";
import { formatHours, formatRate } from "../lib/format";
import { AnalyticsPeriodForm } from "./analytics-period-form";
import { BillingOverview, InvoiceTable, SeatPlans } from "./billing-parts";
import { LossPrevented } from "./loss-prevented";
import { SiteTable, TopSites } from "./site-figures";
import { WeeklyChart } from "./weekly-chart";

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function AnalyticsSection() {
  const { t, i18n } = useTranslation("agencyInsights");
  const [period, setPeriod] = useState<AnalyticsPeriodInput>({});
  const analytics = useAgencyAnalytics(period);
  const refused = analytics.error instanceof ApiError && analytics.error.code === "VALIDATION_FAILED";
  const data = analytics.data;
  const none = t("analytics.none");

  return (
    <section className="grid w-full max-w-6xl gap-6" aria-labelledby="agency-analytics-title">
      <header className="grid gap-1">
        <h2 id="agency-analytics-title" className="text-2xl font-semibold tracking-tight">
          {t("analytics.title")}
        </h2>
        <p className="text-muted-foreground">{t("analytics.subtitle")}</p>
      </header>
      {!data && analytics.isPending && <Spinner />}
      {!data && analytics.isError && <Alert variant="destructive">{t("analytics.error")}</Alert>}
      {data && (
        <>
          {/* Keyed by the period answered, so the form shows the days the figures are for. */}
          <AnalyticsPeriodForm key={`${data.from}/${data.to}`} shown={{ from: data.from, to: data.to }} onApply={setPeriod} refused={refused} />
          {data.creators === 0 && <Alert>{t("analytics.noCreators")}</Alert>}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="agency-analytics-figures">
            {(
              [
                ["creators", String(data.creators)],
                ["found", String(data.totals.found)],
                ["requested", String(data.totals.requested)],
                ["removed", String(data.totals.removed)],
                ["removalRate", data.totals.removalRate === null ? none : formatRate(data.totals.removalRate, i18n.language)],
                ["medianTime", data.totals.medianHoursToRemoval === null ? none : formatHours(data.totals.medianHoursToRemoval, i18n.language)],
              ] as const
            ).map(([key, value]) => (
              <Card key={key} className="p-4">
                <dt className="text-sm text-muted-foreground">{t(`analytics.figures.${key}`)}</dt>
                <dd className="text-2xl font-semibold tabular-nums" data-testid={`agency-figure-${key}`}>
                  {value}
                </dd>
              </Card>
            ))}
          </dl>
          <p className="text-sm text-muted-foreground">{t("analytics.explanation")}</p>
          <LossPrevented loss={data.lossPrevented} />
          <Panel title={t("analytics.weeklyTitle")}>
            <WeeklyChart weeks={data.byWeek} />
          </Panel>
          {data.bySite.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("analytics.noLeaks")}</p>
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel title={t("analytics.topSitesTitle")}>
                <TopSites sites={data.bySite} />
              </Panel>
              <Panel title={t("analytics.sitesTitle")}>
                <SiteTable sites={data.bySite} />
              </Panel>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** What a refused checkout or portal tells the owner. */
function refusalKey(error: unknown): "billing.alreadySubscribed" | "billing.unavailable" | "billing.failed" {
  const code = error instanceof ApiError ? error.code : null;
  if (code === "ALREADY_SUBSCRIBED") return "billing.alreadySubscribed";
  if (code === "PAYMENTS_UNAVAILABLE") return "billing.unavailable";
  return "billing.failed";
}

export function BillingSection() {
  const { t } = useTranslation("agencyInsights");
  const [search] = useSearchParams();
  const returned = search.get("checkout");
  const billing = useAgencyBilling({ awaitingPayment: returned === "success" });
  const owner = useCurrentUser().data?.agency?.role === "owner";
  const checkout = useStartAgencyCheckout();
  const portal = useOpenAgencyPortal();
  const refusal = checkout.error ?? portal.error;
  const data = billing.data;
  const pending = checkout.isPending || portal.isPending;

  return (
    <section className="grid w-full max-w-6xl gap-6" aria-labelledby="agency-billing-title">
      <header className="grid gap-1">
        <h2 id="agency-billing-title" className="text-2xl font-semibold tracking-tight">
          {t("billing.title")}
        </h2>
        <p className="text-muted-foreground">{t("billing.subtitle")}</p>
      </header>
      {returned === "success" && <Alert variant="success">{t("billing.checkoutSuccess")}</Alert>}
      {returned === "cancelled" && <Alert>{t("billing.checkoutCancelled")}</Alert>}
      {!data && billing.isPending && <Spinner />}
      {!data && billing.isError && <Alert variant="destructive">{refusalKey(billing.error) === "billing.unavailable" ? t("billing.unavailable") : t("billing.error")}</Alert>}
      {data && (
        <>
          <BillingOverview billing={data} />
          {refusal && <Alert variant="destructive">{t(refusalKey(refusal))}</Alert>}
          {!owner && <p className="text-sm text-muted-foreground">{t("billing.ownerOnly")}</p>}
          {owner && data.status !== null && (
            <div>
              <Button variant="outline" disabled={pending} onClick={() => portal.mutate()}>
                {t("billing.manage")}
              </Button>
            </div>
          )}
          {owner && !data.seatsActive && <SeatPlans activeCreators={data.activeCreators} pending={pending} onChoose={(plan: Plan) => checkout.mutate(plan)} />}
          <Panel title={t("billing.invoices")}>
            <InvoiceTable invoices={data.invoices} />
          </Panel>
        </>
      )}
    </section>
  );
}
