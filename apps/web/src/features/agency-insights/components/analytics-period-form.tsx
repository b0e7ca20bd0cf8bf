// The period of the analytics: two days (UTC), both inclusive, at most a year apart; the CSV link
// downloads the period shown.
import { ANALYTICS_MAX_DAYS } from "@unleak/contracts";
import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { analyticsCsvHref } from "../api/get-agency-analytics";

const DAY_MS = 86_400_000;

/** Whether the contract would take the period (the server checks it again). */
export const isValidPeriod = (from: string, to: string) => Boolean(from && to) && from <= to && (Date.parse(to) - Date.parse(from)) / DAY_MS < ANALYTICS_MAX_DAYS;

export function AnalyticsPeriodForm({ shown, onApply, refused }: { shown: { from: string; to: string }; onApply: (period: { from: string; to: string }) => void; refused: boolean }) {
  const { t } = useTranslation("agencyInsights");
  const [draft, setDraft] = useState(shown);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = isValidPeriod(draft.from, draft.to);
    setInvalid(!valid);
    if (valid) onApply(draft);
  };
  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate>
      <div className="grid gap-1">
        <Label htmlFor="analytics-from">{t("analytics.from")}</Label>
        <Input id="analytics-from" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} className="w-40" />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="analytics-to">{t("analytics.to")}</Label>
        <Input id="analytics-to" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} className="w-40" />
      </div>
      <Button type="submit" variant="secondary">
        {t("analytics.apply")}
      </Button>
      <Button asChild variant="outline">
        <a href={analyticsCsvHref(shown)} download>
          <Download aria-hidden="true" />
          {t("analytics.downloadCsv")}
        </a>
      </Button>
      {(invalid || refused) && (
        <p role="alert" className="w-full text-sm text-destructive">
          {t("analytics.invalidPeriod")}
        </p>
      )}
    </form>
  );
}
