// The free scan's only field: the creator name (spec §5: "Please enter a creator name").
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

type CreatorNameFormProps = {
  defaultName?: string;
  readOnly?: boolean;
  busy: boolean;
  running: boolean;
  onStart: (creatorName: string) => void;
};

export function CreatorNameForm({ defaultName = "", readOnly = false, busy, running, onStart }: CreatorNameFormProps) {
  const { t } = useTranslation("scans");
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const creatorName = name.trim();
    if (!creatorName) {
      setError(t("form.nameRequired"));
      return;
    }
    setError(undefined);
    onStart(creatorName);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3" data-testid="creator-name-form">
      <FormField
        label={t("form.label")}
        placeholder={t("form.placeholder")}
        value={name}
        readOnly={readOnly}
        maxLength={100}
        autoComplete="off"
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={busy || running}>
        <Search aria-hidden="true" />
        {running ? t("form.running") : busy ? t("form.starting") : t("form.start")}
      </Button>
      <p className="text-xs text-muted-foreground">{t("form.freeNote")}</p>
    </form>
  );
}
