// The banner of an account scheduled for deletion (issue 19): the date, and "Cancel deletion".
// The account works as usual during the grace period; the banner shows on every app page.
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useCancelDeletion, usePrivacy } from "../api/privacy";

export function DeletionBanner() {
  const { t, i18n } = useTranslation("privacy");
  const privacy = usePrivacy();
  const cancel = useCancelDeletion();
  const deletion = privacy.data?.deletion;
  if (!deletion) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(deletion.eraseAfter));
  return (
    <div role="alert" data-testid="deletion-banner" className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm text-destructive">
      <span>{t("banner.text", { date })}</span>
      <Button
        size="sm"
        variant="outline"
        disabled={cancel.isPending}
        onClick={() => cancel.mutate(undefined, { onSuccess: () => toast.success(t("banner.cancelled")), onError: (error) => toast.error(error.message) })}
      >
        {cancel.isPending ? t("banner.cancelling") : t("banner.cancel")}
      </Button>
    </div>
  );
}
