// The agency's company details (issue 17): name, website, contact, phone and address, shown on the
// notices it files for its creators. The owner changes them; the other members read them.
import { type AgencyDetails, updateAgencyBodySchema } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { useUpdateAgency } from "../api/agency";
import { useProblemText } from "../hooks/use-problem-text";
import { type FieldProblem, fieldProblems } from "@/lib/field-problems";
import { TextareaField } from "@/components/ui/form-controls";

type Field = "name" | "website" | "contactName" | "contactEmail" | "phone" | "address";
type Draft = Record<Field, string>;

const draftOf = (details: AgencyDetails): Draft => ({
  name: details.name,
  website: details.website ?? "",
  contactName: details.contactName,
  contactEmail: details.contactEmail,
  phone: details.phone ?? "",
  address: details.address ?? "",
});

/** The optional fields left empty are cleared (null). */
const bodyOf = ({ website, phone, address, ...required }: Draft) => ({ ...required, website: website.trim() || null, phone: phone.trim() || null, address: address.trim() || null });

const layout: Array<{ field: Exclude<Field, "address">; type?: string; autoComplete: string; required?: boolean }> = [
  { field: "name", autoComplete: "organization", required: true },
  { field: "website", type: "url", autoComplete: "url" },
  { field: "contactName", autoComplete: "name", required: true },
  { field: "contactEmail", type: "email", autoComplete: "email", required: true },
  { field: "phone", type: "tel", autoComplete: "tel" },
];

export function AgencyDetailsForm({ details, editable }: { details: AgencyDetails; editable: boolean }) {
  const { t } = useTranslation("agency");
  const [draft, setDraft] = useState<Draft>(() => draftOf(details));
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const update = useUpdateAgency({
    onSuccess: () => void toast.success(t("settings.details.saved")),
    onError: (error) => void toast.error(t("settings.team.failed", { message: error.message })),
  });
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(details));

  const problemText = useProblemText();
  const problemOf = (field: Field) => problemText(field, problems[field]);
  const bind = (field: Field) => ({
    value: draft[field],
    error: problemOf(field),
    disabled: !editable,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setDraft({ ...draft, [field]: event.target.value }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = updateAgencyBodySchema.safeParse(bodyOf(draft));
    if (!parsed.success) return setProblems(fieldProblems(parsed.error));
    setProblems({});
    update.mutate(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("settings.details.title")}</CardTitle>
        <CardDescription>{t("settings.details.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label={t("settings.details.title")}>
          {layout.map(({ field, type, autoComplete, required }) => (
            <FormField key={field} label={t(`settings.details.fields.${field}`)} type={type ?? "text"} autoComplete={autoComplete} required={required} {...bind(field)} />
          ))}
          <div className="sm:col-span-2">
            <TextareaField label={t("settings.details.fields.address")} rows={3} maxLength={500} autoComplete="street-address" {...bind("address")} />
          </div>
          <div className="sm:col-span-2">
            {editable ? (
              <Button type="submit" disabled={!dirty || update.isPending}>
                {update.isPending ? t("settings.details.saving") : t("settings.details.save")}
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">{t("settings.details.ownerOnly")}</p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
