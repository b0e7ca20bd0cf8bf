// A form's select and multi-line text, labelled and wired for screen readers like the
// shared FormField (whose input covers the single-line fields).
import { type ComponentProps, type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

const control = "w-full rounded-md border border-input bg-card px-3 text-sm shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive disabled:opacity-60";

type Described = { label: string; hint?: string; error?: string; required?: boolean };

function Caption({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="text-sm text-destructive">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-muted-foreground">
      {hint}
    </p>
  ) : null;
}

function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <Label htmlFor={id}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          {" *"}
        </span>
      ) : null}
    </Label>
  );
}

const describedBy = (id: string, { hint, error }: Described) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

export function SelectField({ label, hint, error, required, className, children, ...props }: Described & ComponentProps<"select"> & { children: ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <FieldLabel id={id} label={label} required={required} />
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} className={cn(control, "h-9", className)} {...props}>
        {children}
      </select>
      <Caption id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextareaField({ label, hint, error, required, className, ...props }: Described & ComponentProps<"textarea">) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <FieldLabel id={id} label={label} required={required} />
      <textarea id={id} rows={4} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { label, hint, error })} className={cn(control, "py-2", className)} {...props} />
      <Caption id={id} hint={hint} error={error} />
    </div>
  );
}
