// A labelled input with its validation message, wired for screen readers; a required field's
// label carries an asterisk.
import { useId, type ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";

type FormFieldProps = ComponentProps<typeof Input> & { label: string; error?: string };

export function FormField({ label, error, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>
        {label}
        {inputProps.required ? (
          <span aria-hidden="true" className="text-destructive">
            {" *"}
          </span>
        ) : null}
      </Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
