// The platform demo's explanation: four steps, the current one highlighted as the scan goes on.
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";

export const DEMO_STEPS = ["name", "stages", "result", "report"] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

export function DemoSteps({ current }: { current: DemoStep }) {
  const { t } = useTranslation("scans");
  const at = DEMO_STEPS.indexOf(current);
  return (
    <ol className="grid gap-3" data-testid="demo-steps">
      {DEMO_STEPS.map((step, index) => (
        <li
          key={step}
          data-state={index === at ? "active" : index < at ? "done" : "pending"}
          className={cn("flex gap-3 rounded-lg border p-3 text-sm", index === at && "border-primary bg-primary/5", index > at && "text-muted-foreground")}
        >
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-primary/10 text-xs font-semibold text-primary">{index + 1}</span>
          <span>{t(`demo.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
