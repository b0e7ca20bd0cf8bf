// The application to the partner programme (issue 19): organisation, kind, contact, e-mail, an
// optional website and a message, checked with the route's own schema; the bot check is solved on
// sending. Visitors apply too; signed in, the contact's name and e-mail are filled in.
import { PARTNER_MESSAGE_MAX, type PartnerApplicationReceived, partnerApplicationBodySchema, partnerKinds } from "@unleak/contracts";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "@/components/captcha-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SelectField, TextareaField } from "@/components/ui/form-controls";
import type { CaptchaHandle } from "@/lib/captcha";
import { useCheckedForm } from "@/hooks/use-checked-form";
import { useApplyAsPartner } from "../api/partners";

type Field = "organisation" | "kind" | "contactName" | "email" | "website" | "message";

export function PartnerApplicationForm({ contactName = "", email = "", onSent }: { contactName?: string; email?: string; onSent: (received: PartnerApplicationReceived) => void }) {
  const { t } = useTranslation("partners");
  const { draft, field, check } = useCheckedForm<Field>({ organisation: "", kind: "", contactName, email, website: "", message: "" }, (key, max) => t(`problems.${key}`, { max }));
  const captcha = useRef<CaptchaHandle>(null);
  const apply = useApplyAsPartner();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { website, ...required } = draft;
    const body = check(partnerApplicationBodySchema, { ...required, ...(website.trim() && { website }) });
    if (!body) return;
    const answer = (await captcha.current?.answer()) ?? null;
    apply.mutate({ ...body, captcha: answer }, { onSuccess: onSent, onSettled: () => captcha.current?.reset() });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2" aria-label={t("page.formTitle")}>
      <FormField label={t("page.fields.organisation")} required autoComplete="organization" maxLength={120} {...field("organisation")} />
      <SelectField label={t("page.kindLabel")} required {...field("kind")}>
        <option value="" disabled>
          {t("page.chooseKind")}
        </option>
        {partnerKinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <FormField label={t("page.fields.contactName")} required autoComplete="name" maxLength={120} {...field("contactName")} />
      <FormField label={t("page.fields.email")} required type="email" autoComplete="email" maxLength={254} {...field("email")} />
      <div className="sm:col-span-2">
        <FormField label={t("page.fields.website")} type="url" inputMode="url" autoComplete="url" placeholder={t("page.websiteHint")} maxLength={200} {...field("website")} />
      </div>
      <div className="sm:col-span-2">
        <TextareaField label={t("page.fields.message")} required hint={t("page.messageHint", { max: PARTNER_MESSAGE_MAX })} maxLength={PARTNER_MESSAGE_MAX} {...field("message")} />
      </div>
      <div className="sm:col-span-2">
        <CaptchaField ref={captcha} />
      </div>
      {apply.isError ? (
        <div className="sm:col-span-2">
          <Alert variant="destructive">{t("page.failed", { message: apply.error.message })}</Alert>
        </div>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? t("page.submitting") : t("page.submit")}
        </Button>
      </div>
    </form>
  );
}
