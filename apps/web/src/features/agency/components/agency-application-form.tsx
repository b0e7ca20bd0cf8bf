// The agency application (issue 17, /agency/apply): company, website, contact, roster size and a
// message, checked with the route's own schema before it is sent.
import { AGENCY_MESSAGE_MAX, agencyApplicationBodySchema, agencyRosterSizes } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { useApplyAsAgency } from "../api/agency-application";
import { useProblemText } from "../hooks/use-problem-text";
import { type FieldProblem, fieldProblems } from "@/lib/field-problems";
import { SelectField, TextareaField } from "@/components/ui/form-controls";

type Draft = Record<"companyName" | "website" | "contactName" | "contactEmail" | "rosterSize" | "message", string>;
const emptyDraft: Draft = { companyName: "", website: "", contactName: "", contactEmail: "", rosterSize: "", message: "" };

/** Empty optional fields are left out: the server reads them as none. */
const bodyOf = ({ website, message, ...required }: Draft) => ({ ...required, ...(website.trim() && { website }), ...(message.trim() && { message }) });

export function AgencyApplicationForm({ contactEmail = "" }: { contactEmail?: string }) {
  const { t } = useTranslation("agency");
  const [draft, setDraft] = useState<Draft>({ ...emptyDraft, contactEmail });
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const apply = useApplyAsAgency({
    onSuccess: () => void toast.success(t("apply.sent")),
    onError: (error) => void toast.error(t("apply.failed", { message: error.message })),
  });

  const problemText = useProblemText();
  const problemOf = (field: keyof Draft) => problemText(field, problems[field]);
  const field = (name: keyof Draft) => ({
    value: draft[name],
    error: problemOf(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => setDraft({ ...draft, [name]: event.target.value }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = agencyApplicationBodySchema.safeParse(bodyOf(draft));
    if (!parsed.success) return setProblems(fieldProblems(parsed.error));
    setProblems({});
    apply.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label={t("apply.formTitle")}>
      <div className="sm:col-span-2">
        <FormField label={t("apply.fields.companyName")} required autoComplete="organization" maxLength={120} {...field("companyName")} />
      </div>
      <FormField label={t("apply.fields.website")} type="url" inputMode="url" autoComplete="url" placeholder={t("apply.websiteHint")} maxLength={200} {...field("website")} />
      <SelectField label={t("apply.fields.rosterSize")} required {...field("rosterSize")}>
        <option value="" disabled>
          {t("apply.chooseRosterSize")}
        </option>
        {agencyRosterSizes.map((size) => (
          <option key={size} value={size}>
            {t(`apply.rosterSizes.${size}`)}
          </option>
        ))}
      </SelectField>
      <FormField label={t("apply.fields.contactName")} required autoComplete="name" maxLength={120} {...field("contactName")} />
      <FormField label={t("apply.fields.contactEmail")} required type="email" autoComplete="email" maxLength={254} {...field("contactEmail")} />
      <div className="sm:col-span-2">
        <TextareaField label={t("apply.fields.message")} hint={t("apply.messageHint", { max: AGENCY_MESSAGE_MAX })} maxLength={AGENCY_MESSAGE_MAX} {...field("message")} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? t("apply.submitting") : t("apply.submit")}
        </Button>
      </div>
    </form>
  );
}
