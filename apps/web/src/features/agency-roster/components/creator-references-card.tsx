// A roster creator's reference pictures (what scans match against) and her plan's quota; owners
// and managers upload more for her, each file kept or refused on its own.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useCreatorReferences, useUploadCreatorReferences } from "../api/creator";

export function CreatorReferencesCard({ creatorId, mayManage }: { creatorId: string; mayManage: boolean }) {
  const { t } = useTranslation("agencyRoster");
  const inputId = useId();
  const references = useCreatorReferences(creatorId);
  const upload = useUploadCreatorReferences(creatorId);
  const send = (files: File[]) =>
    upload.mutate(files, {
      onSuccess: ({ references: kept, rejected }) => {
        toast.success(t("references.uploaded", { count: kept.length }));
        for (const file of rejected) toast.error(t("references.refused", { name: file.fileName, reason: file.message }));
      },
      onError: (error) => toast.error(t("detail.actionError", { reason: error.message })),
    });
  const quota = references.data?.quota;
  return (
    <Card data-testid="creator-references">
      <CardHeader>
        <CardTitle>{t("references.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {references.isPending ? <Spinner /> : null}
        {references.isError ? <Alert variant="destructive">{references.error.message}</Alert> : null}
        {quota ? <p className="text-sm text-muted-foreground">{t("references.quota", { used: quota.uploads.used, limit: quota.uploads.limit })}</p> : null}
        {references.data?.references.length === 0 ? <p className="text-sm text-muted-foreground">{t("references.empty")}</p> : null}
        {references.data && references.data.references.length > 0 ? (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {references.data.references.map((reference) => (
              <li key={reference.id} data-testid="creator-reference">
                <img src={reference.url} alt={reference.sourceName ?? t("references.picture")} className="aspect-square w-full rounded-md border object-cover" loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
        {mayManage ? (
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t("references.upload")}</Label>
            <input
              id={inputId}
              type="file"
              multiple
              accept="image/*,video/*"
              disabled={upload.isPending}
              className="text-sm"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = "";
                if (files.length > 0) send(files);
              }}
            />
            {upload.isPending ? <p className="text-sm text-muted-foreground">{t("references.uploading")}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
