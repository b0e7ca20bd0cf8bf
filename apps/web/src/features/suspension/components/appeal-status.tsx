// Where the user's appeal stands: received (the answer comes by e-mail), or decided with the
// administrator's answer. A refused appeal may be followed by a new one.
import type { MyAppeal } from "@unleak/contracts";
import { CircleCheck, CircleX, MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type AppealStatusProps = { appeal: MyAppeal; onAppealAgain: () => void };

export function AppealStatus({ appeal, onAppealAgain }: AppealStatusProps) {
  const { t, i18n } = useTranslation("appeals");
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short" }).format(new Date(iso));

  if (appeal.status === "open") {
    return (
      <div className="flex gap-3 rounded-lg bg-muted p-4 text-sm" data-testid="appeal-status" role="status">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <p className="font-medium">{t("status.received", { date: date(appeal.createdAt) })}</p>
          <p className="text-muted-foreground">{t("status.answerByEmail", { email: appeal.email })}</p>
        </div>
      </div>
    );
  }

  const lifted = appeal.status === "lifted";
  const Icon = lifted ? CircleCheck : CircleX;
  const decidedAt = appeal.decidedAt ?? appeal.createdAt;
  return (
    <div className="grid gap-3" data-testid="appeal-status">
      <div className="flex gap-3 rounded-lg bg-muted p-4 text-sm">
        <Icon aria-hidden="true" className={lifted ? "size-5 shrink-0 text-success" : "size-5 shrink-0 text-destructive"} />
        <div className="grid gap-1">
          <p className="font-medium">{t(lifted ? "status.lifted" : "status.kept", { date: date(decidedAt) })}</p>
          <p className="text-muted-foreground">{t(lifted ? "status.liftedHint" : "status.keptHint")}</p>
        </div>
      </div>
      {appeal.response ? (
        <figure className="grid gap-1 text-sm">
          <figcaption className="font-medium">{t("status.answer")}</figcaption>
          <blockquote className="whitespace-pre-wrap break-words border-l-2 pl-3 text-muted-foreground">{appeal.response}</blockquote>
        </figure>
      ) : null}
      <div>
        {lifted ? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t("status.reload")}
          </Button>
        ) : (
          <Button variant="outline" onClick={onAppealAgain}>
            {t("status.appealAgain")}
          </Button>
        )}
      </div>
    </div>
  );
}
