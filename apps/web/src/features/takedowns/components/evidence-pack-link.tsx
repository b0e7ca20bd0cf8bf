// "Download evidence pack" on a leak's page (issue 13): one ZIP for a lawyer or a platform.
import { FileArchive } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { evidencePackUrl } from "../api/evidence-pack";

export function EvidencePackLink({ leakId }: { leakId: string }) {
  const { t } = useTranslation("takedowns");
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="evidence-pack">
      <Button asChild variant="outline" size="sm">
        <a href={evidencePackUrl(leakId)} download>
          <FileArchive aria-hidden="true" className="size-4" />
          {t("evidencePack.download")}
        </a>
      </Button>
      <p className="text-sm text-muted-foreground">{t("evidencePack.downloadHint")}</p>
    </div>
  );
}
