// /agency/join?token=… (issue 17): the link of a team invitation. A visitor signs in or creates an
// account first and comes back here; the signed-in account whose verified e-mail was invited
// accepts and enters the agency area.
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useAuthSession } from "@/lib/auth-session";
import { useJoinAgencyTeam } from "../api/agency-team";

type RefusalKey = "join.invalid" | "join.otherEmail" | "join.alreadyMember";
const refusals: Record<number, RefusalKey> = { 404: "join.invalid", 403: "join.otherEmail", 409: "join.alreadyMember" };

function Accept({ token }: { token: string }) {
  const { t } = useTranslation("agency");
  const navigate = useNavigate();
  const join = useJoinAgencyTeam();
  const accept = () =>
    join.mutate(token, {
      onSuccess: (agency) => {
        toast.success(t("join.joined", { agency: agency.name, role: t(`roles.${agency.role}`) }));
        void navigate(paths.agency.root.getHref(), { replace: true });
      },
    });
  const error = join.error;
  const refusal = error instanceof ApiError ? refusals[error.status] : undefined;
  return (
    <div className="grid gap-4">
      {error ? <Alert variant="destructive">{refusal ? t(refusal) : t("join.failed", { message: error.message })}</Alert> : null}
      <Button className="justify-self-start" disabled={join.isPending} onClick={accept}>
        {join.isPending ? t("join.accepting") : t("join.accept")}
      </Button>
    </div>
  );
}

export function AgencyJoinPage() {
  const { t } = useTranslation("agency");
  const session = useAuthSession();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const comeBack = { from: `${paths.agencyJoin.getHref()}?token=${encodeURIComponent(token)}` };

  const body = !token ? (
    <Alert variant="destructive">{t("join.invalid")}</Alert>
  ) : session.loading ? (
    <PageLoader message="checkingAuth" />
  ) : session.data ? (
    <Accept token={token} />
  ) : (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("join.signInNeeded")}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.auth.login.getHref()} state={comeBack}>
            {t("apply.signIn")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.auth.register.getHref()} state={comeBack}>
            {t("apply.createAccount")}
          </Link>
        </Button>
      </div>
    </div>
  );
  return (
    <section className="mx-auto w-full max-w-xl">
      <Card>
        <CardHeader>
          <h1 className="text-lg font-semibold leading-tight tracking-tight">{t("join.title")}</h1>
          <CardDescription>{t("join.intro")}</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </section>
  );
}
