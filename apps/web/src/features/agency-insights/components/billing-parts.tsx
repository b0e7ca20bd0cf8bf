// The parts of the agency's billing: what it pays for now (plan, seats against active creators,
// status, period), the plans its owner can pay seats of, and the invoices.
import { type AgencyBilling, planCatalog, plans, type Plan } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDay, formatMoney } from "../lib/format";

const knownStatuses = ["active", "trialing", "past_due", "unpaid", "canceled", "incomplete", "incomplete_expired", "paused"] as const;
const knownInvoiceStatuses = ["paid", "open", "draft", "uncollectible", "void"] as const;

export function BillingOverview({ billing }: { billing: AgencyBilling }) {
  const { t, i18n } = useTranslation("agencyInsights");
  const { t: tPlans } = useTranslation("onboarding");
  const status = knownStatuses.find((known) => known === billing.status);
  const figures = [
    ["plan", billing.plan ? tPlans(`plans.${billing.plan}.name`) : t("billing.noPlan")],
    ["seats", String(billing.seats)],
    ["activeCreators", String(billing.activeCreators)],
    ["status", status ? t(`billing.statuses.${status}`) : (billing.status ?? t("billing.statuses.none"))],
    ["periodEnd", billing.currentPeriodEnd ? formatDay(billing.currentPeriodEnd, i18n.language) : t("analytics.none")],
  ] as const;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="agency-billing-figures">
        {figures.map(([key, value]) => (
          <Card key={key} className="p-4">
            <dt className="text-sm text-muted-foreground">{t(`billing.${key}`)}</dt>
            <dd className="text-lg font-semibold" data-testid={`agency-billing-${key}`}>
              {value}
            </dd>
          </Card>
        ))}
      </dl>
      {billing.cancelAtPeriodEnd && billing.currentPeriodEnd && <p className="text-sm">{t("billing.cancelsOn", { date: formatDay(billing.currentPeriodEnd, i18n.language) })}</p>}
      <p className="text-sm text-muted-foreground">{t("billing.seatsFollow")}</p>
      {billing.seatsActive && billing.seats !== Math.max(1, billing.activeCreators) && (
        <p className="text-sm" data-testid="agency-seats-differ">
          {t("billing.seatsDiffer", { seats: billing.seats, creators: billing.activeCreators })}
        </p>
      )}
    </div>
  );
}

/** The three plans, each priced per seat and for the seats the roster needs now (at least one). */
export function SeatPlans({ activeCreators, pending, onChoose }: { activeCreators: number; pending: boolean; onChoose: (plan: Plan) => void }) {
  const { t, i18n } = useTranslation("agencyInsights");
  const { t: tPlans } = useTranslation("onboarding");
  const seats = Math.max(1, activeCreators);
  const money = (euros: number) => formatMoney(euros, "EUR", i18n.language);
  return (
    <div className="grid gap-3">
      <h3 className="font-medium">{t("billing.choose")}</h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        {plans.map((plan) => {
          const name = tPlans(`plans.${plan}.name`);
          const price = planCatalog[plan].monthlyPriceEur;
          return (
            <li key={plan}>
              <Card className="grid h-full gap-2 p-4" data-testid={`agency-plan-${plan}`}>
                <p className="font-semibold">{name}</p>
                <p className="text-sm">{t("billing.price", { price: money(price) })}</p>
                <p className="text-sm text-muted-foreground">{t("billing.total", { count: seats, total: money(price * seats) })}</p>
                <Button disabled={pending} onClick={() => onChoose(plan)}>
                  {t("billing.pay", { plan: name })}
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const invoiceColumns = ["number", "date", "amount", "status"] as const;

export function InvoiceTable({ invoices }: { invoices: AgencyBilling["invoices"] }) {
  const { t, i18n } = useTranslation("agencyInsights");
  if (invoices.length === 0) return <p className="text-sm text-muted-foreground">{t("billing.noInvoices")}</p>;
  return (
    <DataTable columns={invoiceColumns.map((column) => ({ label: t(`billing.invoiceColumns.${column}`), className: column === "amount" ? "text-right" : undefined }))} label={t("billing.invoices")} testId="agency-invoices">
      {invoices.map((invoice) => {
        const status = knownInvoiceStatuses.find((known) => known === invoice.status);
        const number = invoice.number ?? invoice.id;
        return (
          <tr key={invoice.id} className="border-t">
            <th scope="row" className="p-2 font-normal">
              {invoice.hostedUrl ? (
                <a href={invoice.hostedUrl} target="_blank" rel="noreferrer" className="text-primary hover:underline" aria-label={t("billing.openInvoice", { number })}>
                  {number}
                </a>
              ) : (
                number
              )}
            </th>
            <td className="p-2">{formatDay(invoice.createdAt, i18n.language)}</td>
            <td className="p-2 text-right tabular-nums">{formatMoney(invoice.amountDue / 100, invoice.currency, i18n.language)}</td>
            <td className="p-2">{status ? t(`billing.invoiceStatuses.${status}`) : (invoice.status ?? "")}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
