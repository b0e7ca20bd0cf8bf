// Password input with its label, a show/hide toggle and the validation message.
import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "./input";
import { Label } from "./label";

type PasswordFieldProps = Omit<ComponentProps<typeof Input>, "type"> & { label: string; error?: string };

export function PasswordField({ label, error, id, ...inputProps }: PasswordFieldProps) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? "text" : "password"}
          className="pr-10"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 grid w-10 place-items-center text-muted-foreground hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
          {/* Text content, not aria-label, so getByLabel("Password") finds only the input. */}
          <span className="sr-only">{visible ? t("password.hide") : t("password.show")}</span>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
