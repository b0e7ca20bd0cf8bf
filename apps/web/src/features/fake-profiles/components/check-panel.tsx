// The last check, when monitoring checks next (or that her plan checks only when she asks), and
// "Check now": while a check runs the button waits and the list polls; a refusal (one already
// running) shows the server's translated message.
import type { FakeProfilePage } from "@unleak/contracts";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useCheckFakeProfiles } from "../api/check-fake-profiles";

type CheckState = Pick<FakeProfilePage, "lastCheckAt" | "checkRunning" | "nextCheckAt">;

export function CheckPanel({ state }: { state: CheckState | undefined }) {
  const { t, i18n } = useTranslation("fakeProfiles");
  const check = useCheckFakeProfiles();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const running = state?.checkRunning ?? false;
  return (
    <div className="grid gap-3" data-testid="check-panel" data-running={running}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid gap-0.5 text-sm">
          <p data-testid="last-check">{state?.lastCheckAt ? t("check.lastCheck", { date: dateTime.format(new Date(state.lastCheckAt)) }) : t("check.never")}</p>
          {state && (
            <p className="text-muted-foreground" data-testid="next-check">
              {state.nextCheckAt ? (
                t("check.next", { date: dateTime.format(new Date(state.nextCheckAt)) })
              ) : (
                <>
                  {t("check.onDemand")}{" "}
                  <Link to={paths.app.subscriptionPlans.getHref()} className="text-primary hover:underline">
                    {t("check.plans")}
                  </Link>
                </>
              )}
            </p>
          )}
        </div>
        <Button className="ml-auto" disabled={running || check.isPending} onClick={() => check.mutate()}>
          {running || check.isPending ? <Spinner className="size-4 text-current" /> : <RefreshCw aria-hidden="true" />}
          {t("check.now")}
        </Button>
      </div>
      {running && (
        <p role="status" className="text-sm text-muted-foreground" data-testid="check-running">
          {t("check.running")}
        </p>
      )}
      {check.isError && <Alert variant="destructive">{check.error.message}</Alert>}
    </div>
  );
}
