// One language's title and message of a broadcast, as a fieldset named after the language; each
// field's accessible name says its language ("Title (German)"), so the four sets stay apart.
import { BROADCAST_MESSAGE_MAX, BROADCAST_TITLE_MAX, type InterfaceLanguage } from "@unleak/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Each problem by the path of its field in the request body (`texts.de.title`). */
export type Problems = Record<string, string>;

type Text = { title: string; message: string };

export function LanguageFields({ language, value, problems, onChange }: { language: InterfaceLanguage; value: Text; problems: Problems; onChange: (text: Text) => void }) {
  const { t } = useTranslation("operations");
  const id = useId();
  const languageName = t(`broadcasts.languages.${language}`);
  const titleProblem = problems[`texts.${language}.title`];
  const messageProblem = problems[`texts.${language}.message`];
  return (
    <fieldset className="grid gap-3 rounded-xl border bg-card p-4" data-testid={`broadcast-language-${language}`}>
      <legend className="px-1 text-sm font-semibold">{languageName}</legend>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>{t("broadcasts.form.titleLabel")}</Label>
        <Input
          id={`${id}-title`}
          aria-label={t("broadcasts.form.titleIn", { language: languageName })}
          value={value.title}
          maxLength={BROADCAST_TITLE_MAX}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? `${id}-title-error` : undefined}
        />
        {titleProblem ? (
          <p id={`${id}-title-error`} className="text-sm text-destructive">
            {titleProblem}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>{t("broadcasts.form.messageLabel")}</Label>
        <textarea
          id={`${id}-message`}
          aria-label={t("broadcasts.form.messageIn", { language: languageName })}
          value={value.message}
          rows={4}
          maxLength={BROADCAST_MESSAGE_MAX}
          onChange={(event) => onChange({ ...value, message: event.target.value })}
          aria-invalid={messageProblem ? true : undefined}
          aria-describedby={messageProblem ? `${id}-message-error` : undefined}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive"
        />
        {messageProblem ? (
          <p id={`${id}-message-error`} className="text-sm text-destructive">
            {messageProblem}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
