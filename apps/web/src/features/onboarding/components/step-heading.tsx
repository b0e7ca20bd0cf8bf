// Title and intro of one onboarding step.
export function StepHeading({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-6 grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}
