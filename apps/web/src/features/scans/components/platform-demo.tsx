// The guided demo for visitors: the free scan for the sandbox's demo creator, with each step
// explained beside it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { DemoSteps, type DemoStep } from "./demo-steps";
import { InstantScanPanel } from "./instant-scan-panel";

export const DEMO_CREATOR_NAME = "Nova Quill";

const stepOf = { idle: "name", running: "stages", result: "result" } as const satisfies Record<string, DemoStep>;

export function PlatformDemo() {
  const { t } = useTranslation("scans");
  const [phase, setPhase] = useState<keyof typeof stepOf>("idle");
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("demo.title")}</h1>
        <p className="text-muted-foreground">{t("demo.subtitle", { name: DEMO_CREATOR_NAME })}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Card className="self-start">
          <CardContent className="pt-6">
            <DemoSteps current={stepOf[phase]} />
          </CardContent>
        </Card>
        <InstantScanPanel defaultName={DEMO_CREATOR_NAME} readOnlyName onPhase={setPhase} />
      </div>
    </section>
  );
}
