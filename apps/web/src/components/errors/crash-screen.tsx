// "Something went wrong" with the technical details, Try Again and Reload Page (spec §2.3).
import { AlertTriangle, ChevronDown, RefreshCw, RotateCcw } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

type CrashScreenProps = { error: Error; onTryAgain: () => void; onReload: () => void };

export function CrashScreen({ error, onTryAgain, onReload }: CrashScreenProps) {
  const { t } = useTranslation("common");
  return (
    <main className="grid min-h-screen place-items-center bg-background p-4">
      <Card className="w-full max-w-lg" data-testid="crash-screen">
        <CardHeader className="items-start">
          <span className="mb-2 grid size-10 place-items-center rounded-full bg-destructive/10 text-destructive">
            <AlertTriangle aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>{t("crash.title")}</CardTitle>
          <CardDescription>{t("crash.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Collapsible.Root>
            <Collapsible.Trigger className="group inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground">
              {t("crash.technicalDetails")}
              <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
            </Collapsible.Trigger>
            <Collapsible.Content className="mt-3">
              <pre className="max-h-64 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap break-words">
                {error.message}
                {error.stack ? `\n\n${error.stack}` : ""}
              </pre>
            </Collapsible.Content>
          </Collapsible.Root>
        </CardContent>
        <CardFooter className="flex-wrap">
          <Button onClick={onTryAgain}>
            <RotateCcw aria-hidden="true" />
            {t("crash.tryAgain")}
          </Button>
          <Button variant="outline" onClick={onReload}>
            <RefreshCw aria-hidden="true" />
            {t("crash.reload")}
          </Button>
        </CardFooter>
      </Card>
    </main>
  );
}
