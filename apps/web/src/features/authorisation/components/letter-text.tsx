// The Letter of Authorisation's full text in the interface language, with its version; while the
// creator is on an agency's roster, the letter also names the agency (issue 17).
import { CONSENT_VERSION, letterParagraphs } from "@unleak/contracts";
import { useTranslation } from "react-i18next";

export function LetterText({ agencyName = null }: { agencyName?: string | null }) {
  const { t } = useTranslation("authorisation");
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-5 text-sm leading-relaxed" data-testid="letter-text">
      <p className="text-xs text-muted-foreground">{t("letter.version", { version: CONSENT_VERSION })}</p>
      {letterParagraphs(agencyName !== null).map((paragraph) => (
        <p key={paragraph}>{t(`letter.${paragraph}`, { agency: agencyName ?? "" })}</p>
      ))}
    </article>
  );
}
