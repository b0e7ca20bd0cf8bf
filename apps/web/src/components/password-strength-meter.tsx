// The five-criteria strength meter under a new password (spec §5); informative, never blocking.
import { Check, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import { metCriteria, passwordCriteria, passwordStrength, type PasswordStrength } from "@/lib/password-strength";

const barColour: Record<PasswordStrength, string> = {
  veryWeak: "bg-destructive",
  weak: "bg-orange-500",
  fair: "bg-amber-400",
  strong: "bg-lime-500",
  veryStrong: "bg-success",
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation("common");
  const met = metCriteria(password);
  const strength = passwordStrength(password);
  return (
    <div className="grid gap-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={t("passwordStrength.label")}
          aria-valuemin={0}
          aria-valuemax={passwordCriteria.length}
          aria-valuenow={met.length}
          aria-valuetext={t(`passwordStrength.${strength}`)}
          className="flex h-1.5 flex-1 gap-1"
        >
          {passwordCriteria.map((criterion, index) => (
            <span key={criterion.id} className={cn("flex-1 rounded-full", index < met.length ? barColour[strength] : "bg-muted")} />
          ))}
        </div>
        <span className="min-w-20 text-right text-xs font-medium" data-testid="password-strength-label">
          {t(`passwordStrength.${strength}`)}
        </span>
      </div>
      <ul className="grid gap-1 text-xs text-muted-foreground sm:grid-cols-2">
        {passwordCriteria.map(({ id }) => {
          const ok = met.includes(id);
          return (
            <li key={id} className={cn("flex items-center gap-1.5", ok && "text-success")}>
              {ok ? <Check aria-hidden="true" className="size-3.5" /> : <X aria-hidden="true" className="size-3.5" />}
              {t(`passwordStrength.criteria.${id}`)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
