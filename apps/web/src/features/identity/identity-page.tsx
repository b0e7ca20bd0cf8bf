// /verify-identity: the state of the creator's verification and, when none is open (not started,
// or rejected and "Submit again" chosen), the form that submits a government ID and a selfie.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useIdentityVerification } from "./api/get-identity-verification";
import { IdentityForm } from "./components/identity-form";
import { IdentityStatusCard } from "./components/identity-status-card";

export function IdentityPage() {
  const { t } = useTranslation("identity");
  const verification = useIdentityVerification();
  const [resubmitting, setResubmitting] = useState(false);

  if (verification.isPending) return <PageLoader />;
  if (verification.isError) return <Alert variant="destructive">{t("loadFailed")}</Alert>;
  const { status } = verification.data;
  const showForm = status === "not_started" || (status === "rejected" && resubmitting);

  return (
    <section className="flex w-full max-w-3xl flex-col gap-6" data-testid="identity-page">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      {status !== "not_started" && !showForm ? <IdentityStatusCard verification={verification.data} onSubmitAgain={() => setResubmitting(true)} /> : null}
      {showForm ? <IdentityForm key={verification.data.submittedAt ?? "first"} /> : null}
    </section>
  );
}
