// /authorisation: "Pending" (action required) until the letter is signed and the identity
// verified, then "Authorized" (spec §4); a checklist shows each step and links to it.
import type { Authorisation } from "@unleak/contracts";
import { CheckCircle2, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useAuthorisation } from "../api/authorisation";

function Step({ done, title, detail, href, testId }: { done: boolean; title: string; detail: string; href: string; testId: string }) {
  const { t } = useTranslation("authorisation");
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card p-4" data-testid={testId} data-done={done}>
      <Icon aria-hidden="true" className={done ? "size-5 text-success" : "size-5 text-muted-foreground"} />
      <div className="grid flex-1 gap-0.5">
        <p className="font-medium">{title}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
      <Button asChild variant={done ? "outline" : "default"} size="sm">
        <Link to={href}>{t("status.open")}</Link>
      </Button>
    </li>
  );
}

function Checklist({ status }: { status: Authorisation }) {
  const { t, i18n } = useTranslation("authorisation");
  const { letter, identity } = status.checklist;
  const date = letter.signedAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(letter.signedAt)) : "";
  return (
    <ul className="grid gap-3">
      <Step
        testId="step-letter"
        done={letter.signed}
        title={t("status.letter")}
        detail={letter.signed ? t("status.letterDone", { date, version: letter.consentVersion }) : t("status.letterMissing")}
        href={paths.app.digitalSignature.getHref()}
      />
      <Step testId="step-identity" done={identity.status === "approved"} title={t("status.identity")} detail={t(`status.identityStatus.${identity.status}`)} href={paths.app.verifyIdentity.getHref()} />
    </ul>
  );
}

export function AuthorisationPage() {
  const { t } = useTranslation("authorisation");
  const status = useAuthorisation();
  const authorized = status.data?.status === "authorized";
  return (
    <section className="flex w-full max-w-3xl flex-col gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("status.title")}</h1>
          {status.data ? (
            <Badge variant={authorized ? "success" : "outline"} data-testid="authorisation-status">
              {authorized ? t("status.authorized") : t("status.pending")}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{status.data ? (authorized ? t("status.authorizedText") : t("status.actionRequired")) : t("status.intro")}</p>
      </header>
      {status.isPending ? <Spinner /> : null}
      {status.isError ? <Alert variant="destructive">{t("status.loadError")}</Alert> : null}
      {status.data ? (
        <>
          <p className="text-sm">{t("status.intro")}</p>
          <Checklist status={status.data} />
        </>
      ) : null}
    </section>
  );
}
