// "Appeal Your Suspension" (spec §2.3): what to include and the form, or where the appeal stands.
// The support chat is offered beside it only where one is configured.
import type { MyAppeal } from "@unleak/contracts";
import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useOpenSupportChat } from "@/hooks/use-open-support-chat";
import { useSupportChatUrl } from "@/lib/app-config";
import { useMyAppeal } from "../api/my-appeal";
import { AppealForm } from "./appeal-form";
import { AppealStatus } from "./appeal-status";

/**
 * The appeal to show, or null for the form: one decided before the current suspension began was
 * about an earlier one (an open appeal is always shown, since only one may wait).
 */
export function currentAppeal(appeal: MyAppeal | null | undefined, bannedAt: string | null): MyAppeal | null {
  if (!appeal) return null;
  if (appeal.status !== "open" && appeal.decidedAt && bannedAt && new Date(appeal.decidedAt) < new Date(bannedAt)) return null;
  return appeal;
}

type AppealCardProps = { email: string; bannedAt: string | null };

export function AppealCard({ email, bannedAt }: AppealCardProps) {
  const { t } = useTranslation("appeals");
  const { t: tShell } = useTranslation("shell");
  const mine = useMyAppeal();
  const chatUrl = useSupportChatUrl();
  const openSupportChat = useOpenSupportChat();
  const [appealingAgain, setAppealingAgain] = useState<string | null>(null);

  const appeal = currentAppeal(mine.data?.appeal, bannedAt);
  // A new appeal after a refusal replaces the refused one once sent (its id changes).
  const showForm = !appeal || appealingAgain === appeal.id;
  // A phone account's e-mail is a placeholder never shown (ADR 022): the user types one.
  const accountEmail = email.includes("@") ? email : "";

  return (
    <Card data-testid="appeal-card">
      <CardHeader>
        <CardTitle>{tShell("banned.appealTitle")}</CardTitle>
        <CardDescription>{t("form.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {mine.isPending ? (
          <Spinner />
        ) : mine.isError ? (
          <Alert variant="destructive">{mine.error.message}</Alert>
        ) : showForm ? (
          <>
            <div>
              <p className="mb-2 text-sm font-medium">{tShell("banned.appealInclude")}</p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                <li>{tShell("banned.includeEmail")}</li>
                <li>{tShell("banned.includeExplanation")}</li>
                <li>{tShell("banned.includeEvidence")}</li>
              </ul>
            </div>
            <AppealForm email={accountEmail} />
          </>
        ) : (
          <AppealStatus appeal={appeal} onAppealAgain={() => setAppealingAgain(appeal.id)} />
        )}
      </CardContent>
      {chatUrl ? (
        <CardFooter className="flex-col items-start gap-2">
          <p className="text-sm text-muted-foreground">{tShell("banned.appealDescription")}</p>
          <Button variant="outline" onClick={() => openSupportChat(tShell("banned.appealMessage", { email }))}>
            <MessageCircle aria-hidden="true" />
            {t("chat")}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
