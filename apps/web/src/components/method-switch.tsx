// The switch between an e-mail address and a phone number on the sign-in and sign-up forms.
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

export type AccountMethod = "email" | "phone";

export function MethodSwitch({ value, onChange, label }: { value: AccountMethod; onChange: (method: AccountMethod) => void; label: string }) {
  const { t } = useTranslation("auth");
  return (
    <div role="radiogroup" aria-label={label} className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1" data-testid="method-switch">
      {(["email", "phone"] as const).map((method) => (
        <button
          key={method}
          type="button"
          role="radio"
          aria-checked={value === method}
          data-testid={`method-${method}`}
          className={cn("rounded-md px-3 py-1.5 text-sm font-medium", value === method ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground")}
          onClick={() => onChange(method)}
        >
          {t(`phone.${method}`)}
        </button>
      ))}
    </div>
  );
}
