// /admin/identity: the pending identity verifications, oldest first. Approve decides at once;
// Reject asks for the reason first. Each decision tells the creator (the server does).
import type { PendingIdentity } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useDecideIdentity, useIdentityQueue } from "../api/identity-queue";
import { IdentityVerificationCard } from "./identity-verification-card";
import { RejectIdentityDialog } from "./reject-identity-dialog";

export function IdentityReview() {
  const { t } = useTranslation("admin");
  const queue = useIdentityQueue();
  const [rejecting, setRejecting] = useState<PendingIdentity | null>(null);
  const decide = useDecideIdentity({
    onSuccess: (input) => {
      setRejecting(null);
      toast.success(t(input.outcome === "approved" ? "identity.approvedToast" : "identity.rejectedToast"));
    },
    onError: (error) => void toast.error(error.message || t("identity.failed")),
  });

  if (queue.isPending) return <PageLoader />;
  if (queue.isError) return <Alert variant="destructive">{queue.error.message}</Alert>;
  const { verifications } = queue.data;
  return (
    <section className="flex w-full max-w-5xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("identity.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("identity.intro")}</p>
      </header>
      {verifications.length === 0 ? (
        <p>{t("identity.empty")}</p>
      ) : (
        verifications.map((verification) => (
          <IdentityVerificationCard
            key={verification.id}
            verification={verification}
            pending={decide.isPending}
            onApprove={() => decide.mutate({ id: verification.id, outcome: "approved" })}
            onReject={() => setRejecting(verification)}
          />
        ))
      )}
      <RejectIdentityDialog
        key={rejecting?.id ?? "closed"}
        name={rejecting?.name ?? null}
        open={rejecting !== null}
        pending={decide.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => rejecting && decide.mutate({ id: rejecting.id, outcome: "rejected", reason })}
      />
    </section>
  );
}
