// The Letter of Authorisation's full text in the interface language, with its version.
import { CONSENT_VERSION, LETTER_PARAGRAPHS } from "@unleak/contracts";
import { useTranslation } from "react-i18next";

export function LetterText() {
  const { t } = useTranslation("authorisation");
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-5 text-sm leading-relaxed" data-testid="letter-text">
      <p className="text-xs text-muted-foreground">{t("letter.version", { version: CONSENT_VERSION })}</p>
      {LETTER_PARAGRAPHS.map((paragraph) => (
        <p key={paragraph}>{t(`letter.${paragraph}`)}</p>
      ))}
    </article>
  );
}
