// The earning hub's payouts (issue 19): a request of the whole available balance once it reaches
// the configured minimum, by one of the configured methods with its details (IBAN and holder, or
// the PayPal address, checked here as the server checks them), and the caller's requests.
import { type EarningHub, ibanSchema, type PayoutMethod, type PayoutRequestBody } from "@unleak/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { DataTable } from "@/components/data-table";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/form-controls";
import { FormField } from "@/components/ui/form-field";
import { useMyPayouts, useRequestPayout } from "../api/affiliates";
import { formatMoney } from "./money";

type Problems = Partial<Record<"iban" | "holder" | "email", string>>;

function PayoutForm({ hub }: { hub: EarningHub }) {
  const { t, i18n } = useTranslation("affiliates");
  const methods = hub.programme.payoutMethods;
  const [method, setMethod] = useState<PayoutMethod>(methods[0]!);
  const [fields, setFields] = useState({ iban: "", holder: "", email: "" });
  const [problems, setProblems] = useState<Problems>({});
  const [sent, setSent] = useState(false);
  const request = useRequestPayout({ onSuccess: () => setSent(true) });
  const money = (cents: number) => formatMoney(cents, hub.currency, i18n.language);

  if (hub.availableCents < hub.programme.payoutMinimumCents) {
    return <p className="text-sm text-muted-foreground">{t("payout.belowMinimum", { minimum: money(hub.programme.payoutMinimumCents), available: money(Math.max(0, hub.availableCents)) })}</p>;
  }
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => (setFields({ ...fields, [name]: event.target.value }), setProblems({}));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let body: PayoutRequestBody;
    if (method === "bank_transfer") {
      const iban = ibanSchema.safeParse(fields.iban);
      const found: Problems = {};
      if (!iban.success) found.iban = t("payout.invalidIban");
      if (fields.holder.trim().length < 2) found.holder = t("payout.holderRequired");
      if (!iban.success || found.holder) return setProblems(found);
      body = { method, details: { iban: iban.data, holder: fields.holder.trim() } };
    } else {
      if (!z.email().safeParse(fields.email.trim()).success) return setProblems({ email: t("payout.invalidEmail") });
      body = { method, details: { email: fields.email.trim() } };
    }
    setSent(false);
    request.mutate(body);
  };
  return (
    <form className="grid max-w-md gap-3" onSubmit={submit} noValidate data-testid="payout-form">
      <p className="text-sm text-muted-foreground">{t("payout.intro", { minimum: money(hub.programme.payoutMinimumCents) })}</p>
      <SelectField label={t("payout.method")} value={method} onChange={(event) => setMethod(event.target.value as PayoutMethod)}>
        {methods.map((option) => (
          <option key={option} value={option}>
            {t(`methods.${option}`)}
          </option>
        ))}
      </SelectField>
      {method === "bank_transfer" ? (
        <>
          <FormField label={t("payout.iban")} value={fields.iban} onChange={set("iban")} error={problems.iban} required autoComplete="off" />
          <FormField label={t("payout.holder")} value={fields.holder} onChange={set("holder")} error={problems.holder} required autoComplete="name" />
        </>
      ) : (
        <FormField label={t("payout.paypalEmail")} type="email" value={fields.email} onChange={set("email")} error={problems.email} required autoComplete="email" />
      )}
      {request.isError ? <Alert variant="destructive">{request.error.message}</Alert> : null}
      <Button type="submit" disabled={request.isPending} className="w-fit">
        {t("payout.submit", { amount: money(hub.availableCents) })}
      </Button>
      {sent ? <p role="status">{t("payout.requested")}</p> : null}
    </form>
  );
}

function MyPayouts() {
  const { t, i18n } = useTranslation("affiliates");
  const payouts = useMyPayouts();
  if (payouts.isPending) return null;
  if (payouts.isError) return <Alert variant="destructive">{payouts.error.message}</Alert>;
  if (payouts.data.payouts.length === 0) return <p className="text-sm text-muted-foreground">{t("payout.empty")}</p>;
  return (
    <DataTable testId="my-payouts" label={t("payout.listTitle")} columns={[t("payout.requestedAt"), t("payout.amount"), t("payout.methodColumn"), t("payout.status"), t("payout.note")]}>
      {payouts.data.payouts.map((payout) => (
        <tr key={payout.id} className="border-t">
          <td className="p-2">{new Date(payout.createdAt).toLocaleDateString(i18n.language)}</td>
          <td className="p-2 tabular-nums">{formatMoney(payout.amountCents, payout.currency, i18n.language)}</td>
          <td className="p-2">{t(`methods.${payout.method}`)}</td>
          <td className="p-2">
            <Badge variant={payout.status === "paid" ? "solid" : "outline"}>{t(`payout.statuses.${payout.status}`)}</Badge>
          </td>
          <td className="p-2">{payout.note ?? ""}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function PayoutPanel({ hub }: { hub: EarningHub }) {
  const { t } = useTranslation("affiliates");
  return (
    <section aria-labelledby="payouts-title" className="grid gap-4 rounded-xl border bg-card p-4">
      <h2 id="payouts-title" className="text-lg font-semibold">
        {t("payout.title")}
      </h2>
      <PayoutForm hub={hub} />
      <h3 className="font-medium">{t("payout.listTitle")}</h3>
      <MyPayouts />
    </section>
  );
}
