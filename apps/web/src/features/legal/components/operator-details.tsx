// The operator's configured details as a definition list; details that are not set are left out.
import type { OperatorDetails as Details } from "@unleak/contracts";
import { useTranslation } from "react-i18next";

const fields = ["name", "representative", "address", "email", "phone", "register", "vatId", "dpoEmail"] as const;

export function OperatorDetails({ operator, only = fields }: { operator: Details; only?: readonly (typeof fields)[number][] }) {
  const { t } = useTranslation("legal");
  const shown = only.filter((field) => operator[field]);
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]" data-testid="operator-details">
      {shown.map((field) => {
        const value = operator[field]!;
        const isMail = field === "email" || field === "dpoEmail";
        return (
          <div key={field} className="contents">
            <dt className="font-medium text-muted-foreground">{t(`operator.${field}`)}</dt>
            <dd className="whitespace-pre-line">
              {isMail ? (
                <a className="underline underline-offset-2" href={`mailto:${value}`}>
                  {value}
                </a>
              ) : field === "phone" ? (
                <a className="underline underline-offset-2" href={`tel:${value.replace(/[^\d+]/g, "")}`}>
                  {value}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
