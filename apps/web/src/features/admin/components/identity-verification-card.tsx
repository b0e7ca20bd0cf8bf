// One pending verification: the profile's name, date of birth and e-mail beside the ID's front,
// back and the selfie, so the reviewer compares them at a glance; then Approve or Reject.
import type { PendingIdentity } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type Side = keyof PendingIdentity["documents"];
const sides: Side[] = ["front", "back", "selfie"];

function Document({ side, url }: { side: Side; url: string | null }) {
  const { t } = useTranslation("admin");
  return (
    <figure className="grid min-w-0 content-start gap-1">
      <figcaption className="text-xs font-medium text-muted-foreground">{t(`identity.documents.${side}`)}</figcaption>
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border bg-muted">
          <img src={url} alt={t(`identity.documents.${side}`)} className="aspect-[4/3] w-full object-contain" />
        </a>
      ) : (
        <p className="grid aspect-[4/3] place-items-center rounded-md border border-dashed text-xs text-muted-foreground">{t("identity.documents.none")}</p>
      )}
    </figure>
  );
}

type IdentityVerificationCardProps = {
  verification: PendingIdentity;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
};

export function IdentityVerificationCard({ verification, pending, onApprove, onReject }: IdentityVerificationCardProps) {
  const { t, i18n } = useTranslation("admin");
  const facts: Array<[string, string]> = [
    [t("identity.name"), verification.name ?? t("identity.noName")],
    [t("identity.dateOfBirth"), verification.dateOfBirth ? new Date(`${verification.dateOfBirth}T00:00:00Z`).toLocaleDateString(i18n.language, { timeZone: "UTC" }) : t("identity.unknown")],
    [t("identity.email"), verification.email],
    [t("identity.documentType"), verification.documentType ? t(`identity.documentTypes.${verification.documentType}`) : t("identity.unknown")],
    [t("identity.submittedAt"), new Date(verification.submittedAt).toLocaleString(i18n.language)],
  ];
  return (
    <article data-testid="identity-verification" className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 lg:grid-cols-[14rem_1fr]">
      <dl className="grid content-start gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid min-w-0 gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          {sides.map((side) => (
            <Document key={side} side={side} url={verification.documents[side]} />
          ))}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" disabled={pending} onClick={onReject}>
            {t("identity.rejectButton")}
          </Button>
          <Button disabled={pending} onClick={onApprove}>
            {t("identity.approve")}
          </Button>
        </div>
      </div>
    </article>
  );
}
