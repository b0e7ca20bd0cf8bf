// The account's personal details (spec §3): every profile field incl. phone and city; the
// e-mail (or a phone account's number) is shown here and changed under Settings.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import type { Profile } from "@unleak/contracts";
import { useUpdateProfile } from "../api/update-profile";
import { SignInIdentity } from "./sign-in-identity";
import {
  personalDetailsSchema,
  requiredFields,
  toProfileUpdate,
  type PersonalDetails,
  type PersonalDetailsField,
  type PersonalDetailsProblem,
} from "../lib/personal-details-schema";

const layout: { field: PersonalDetailsField; type?: string; autoComplete: string; wide?: boolean }[] = [
  { field: "firstName", autoComplete: "given-name" },
  { field: "lastName", autoComplete: "family-name" },
  { field: "phone", type: "tel", autoComplete: "tel" },
  { field: "dateOfBirth", type: "date", autoComplete: "bday" },
  { field: "address", autoComplete: "street-address", wide: true },
  { field: "postalCode", autoComplete: "postal-code" },
  { field: "city", autoComplete: "address-level2" },
  { field: "country", autoComplete: "country-name" },
];

type PersonalDetailsFormProps = { profile: Profile["profile"]; onDirtyChange?: (dirty: boolean) => void };

export function PersonalDetailsForm({ profile, onDirtyChange }: PersonalDetailsFormProps) {
  const { t } = useTranslation("account");
  const update = useUpdateProfile();
  const form = useForm<PersonalDetails>({
    resolver: zodResolver(personalDetailsSchema),
    defaultValues: Object.fromEntries(layout.map(({ field }) => [field, profile[field] ?? ""])) as PersonalDetails,
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toProfileUpdate(values));
      form.reset(Object.fromEntries(layout.map(({ field }) => [field, saved.profile[field] ?? ""])) as PersonalDetails);
      toast.success(t("toasts.saved"));
    } catch (error) {
      toast.error(t("toasts.error"), { description: error instanceof Error ? error.message : undefined });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("details.title")}</CardTitle>
        <CardDescription>{t("details.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" data-testid="personal-details-form">
          <SignInIdentity email={profile.email} />
          {layout.map(({ field, type, autoComplete, wide }) => (
            <div key={field} className={wide ? "sm:col-span-2" : undefined}>
              <FormField
                label={t(`details.fields.${field}`)}
                type={type ?? "text"}
                autoComplete={autoComplete}
                required={requiredFields.includes(field)}
                error={errors[field]?.message ? t(`validation.${errors[field].message as PersonalDetailsProblem}`) : undefined}
                {...form.register(field)}
              />
            </div>
          ))}
          <p className="text-xs text-muted-foreground sm:col-span-2">{t("details.requiredNote")}</p>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending || !isDirty}>
              {update.isPending ? t("actions.saving") : t("actions.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
