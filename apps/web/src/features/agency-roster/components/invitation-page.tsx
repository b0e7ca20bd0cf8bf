// /agency-invitation?token=…: a creator's invitation to an agency's roster. Signed out, it names
// the agency and the invited address (masked) and offers sign-in or a new account that come back
// here; signed in with the invited address, she accepts, and is told what is left before the
// agency may request removals for her: a letter naming it, and her verified identity.
import type { AcceptedInvitation } from "@unleak/contracts";
import { CheckCircle2, Circle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useAuthSession } from "@/lib/auth-session";
import { useAcceptInvitation, useInvitation } from "../api/invitation";

export function InvitationPage() {
  const { t } = useTranslation("agencyRoster");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  const body = !token ? (
    <Alert variant="destructive">{t("invitation.invalid")}</Alert>
  ) : accept.data ? (
    <Accepted accepted={accept.data} />
  ) : invitation.isPending ? (
    <PageLoader />
  ) : invitation.isError ? (
    <Alert variant="destructive" data-testid="invitation-unavailable">
      {invitation.error instanceof ApiError && invitation.error.status === 410 ? invitation.error.message : t("invitation.invalid")}
    </Alert>
  ) : (
    <div className="grid gap-4">
      <p className="text-sm">{t("invitation.forAddress", { email: invitation.data.email })}</p>
      <p className="text-sm text-muted-foreground">{t("invitation.explanation", { agency: invitation.data.agencyName })}</p>
      <AcceptOrSignIn token={token} accept={accept} />
    </div>
  );

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6" data-testid="agency-invitation">
      <Card>
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight tracking-tight">
            {invitation.data ? t("invitation.title", { agency: invitation.data.agencyName }) : t("invitation.titleUnknown")}
          </h1>
          <CardDescription>{t("invitation.intro")}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}

function AcceptOrSignIn({ token, accept }: { token: string; accept: ReturnType<typeof useAcceptInvitation> }) {
  const { t } = useTranslation("agencyRoster");
  const session = useAuthSession();
  const comeBack = { from: paths.agencyInvitation.getHref(token) };
  if (session.loading) return <PageLoader message="checkingAuth" />;
  if (!session.data) {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t("invitation.signInNeeded")}</p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.auth.login.getHref()} state={comeBack}>
              {t("invitation.signIn")}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.auth.register.getHref()} state={comeBack}>
              {t("invitation.createAccount")}
            </Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {accept.isError ? (
        <Alert variant="destructive" data-testid="invitation-refused">
          {accept.error.message}
        </Alert>
      ) : null}
      <Button className="justify-self-start" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
        {accept.isPending ? t("invitation.accepting") : t("invitation.accept")}
      </Button>
    </div>
  );
}

function Accepted({ accepted }: { accepted: AcceptedInvitation }) {
  const { t } = useTranslation("agencyRoster");
  const agency = accepted.agency.name;
  const steps = [
    { step: "letter", to: paths.app.digitalSignature.getHref(), done: !accepted.missing.includes("letter") },
    { step: "identity", to: paths.app.verifyIdentity.getHref(), done: !accepted.missing.includes("identity") },
  ] as const;
  return (
    <div className="grid gap-4" data-testid="invitation-accepted">
      <Alert variant="success">{t("invitation.accepted", { agency })}</Alert>
      <p className="text-sm">{accepted.missing.length > 0 ? t("invitation.left", { agency }) : t("invitation.nothingLeft", { agency })}</p>
      <ul className="grid gap-3">
        {steps.map(({ step, to, done }) => (
          <li key={step} className="flex flex-wrap items-center gap-2 text-sm" data-testid={`invitation-step-${step}`} data-done={done}>
            {done ? <CheckCircle2 aria-hidden="true" className="size-4 text-success" /> : <Circle aria-hidden="true" className="size-4 text-muted-foreground" />}
            <span className="min-w-0 flex-1">{t(`invitation.steps.${step}`, { agency })}</span>
            {done ? (
              <span className="text-muted-foreground">{t("invitation.done")}</span>
            ) : (
              <Button asChild size="sm" variant="outline">
                <Link to={to}>{t(`invitation.stepLinks.${step}`)}</Link>
              </Button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
