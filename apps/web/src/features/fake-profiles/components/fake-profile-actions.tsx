// What she can do with a profile: while open, report it as impersonation (asked first) or say it is
// not her or her own account; once reported, where its takedown case stands; when the platform
// takes reports from her only, the prepared report. A closed authorisation gate shows the server's
// message and the missing steps (`authorisationGate`, composed by the route).
import type { FakeProfile, FakeProfileVerdict } from "@unleak/contracts";
import { Flag } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useJudgeFakeProfile } from "../api/judge-fake-profile";
import { useReportFakeProfile } from "../api/report-fake-profile";
import { ConfirmReportDialog } from "./confirm-report-dialog";
import { PreparedReport } from "./prepared-report";

export type FakeProfileActionsProps = {
  profile: FakeProfile;
  /** Shown under the server's message when reporting is refused for a missing letter or identity. */
  authorisationGate?: ReactNode;
  /** After a verdict, e.g. to leave the profile's page. */
  onJudged?: () => void;
};

function ReportedState({ caseLeakId, caseStatus }: Pick<FakeProfile, "caseLeakId" | "caseStatus">) {
  const { t } = useTranslation("fakeProfiles");
  const { t: tScans } = useTranslation("scans");
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="reported-state">
      <Badge variant="success">{t("reported.title")}</Badge>
      {caseStatus && <span className="text-muted-foreground">{t("reported.caseStatus", { status: tScans(`leakStatus.${caseStatus}`) })}</span>}
      {caseLeakId && (
        <Link to={paths.app.leak.getHref(caseLeakId)} className="text-primary hover:underline">
          {t("reported.case")}
        </Link>
      )}
    </div>
  );
}

export function FakeProfileActions({ profile, authorisationGate, onJudged }: FakeProfileActionsProps) {
  const { t } = useTranslation("fakeProfiles");
  const report = useReportFakeProfile();
  const judge = useJudgeFakeProfile({ onSuccess: onJudged });
  const [asking, setAsking] = useState(false);
  // The answer counts at once; the refetched list brings the same status a moment later.
  const reported = profile.status === "open" && report.data ? report.data : null;
  const status = reported?.status ?? profile.status;

  if (status === "reported") return <ReportedState caseLeakId={reported?.caseLeakId ?? profile.caseLeakId} caseStatus={profile.caseStatus} />;
  if (status === "self_report") return <PreparedReport id={profile.id} siteName={profile.siteName} />;
  if (status !== "open") return null;

  const refused = report.error instanceof ApiError && report.error.code === "AUTHORISATION_REQUIRED";
  const judgeAs = (verdict: FakeProfileVerdict) => judge.mutate({ id: profile.id, verdict });
  return (
    <div className="grid gap-3" data-testid="fake-profile-actions">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={report.isPending || judge.isPending} onClick={() => setAsking(true)}>
          <Flag aria-hidden="true" />
          {t("actions.report")}
        </Button>
        <Button size="sm" variant="outline" disabled={report.isPending || judge.isPending} onClick={() => judgeAs("not_me")}>
          {t("actions.notMe")}
        </Button>
        <Button size="sm" variant="outline" disabled={report.isPending || judge.isPending} onClick={() => judgeAs("own_account")}>
          {t("actions.ownAccount")}
        </Button>
      </div>
      {report.isError && <Alert variant="destructive">{report.error.message || t("actions.failed")}</Alert>}
      {refused && authorisationGate}
      <ConfirmReportDialog
        profile={asking ? profile : null}
        pending={report.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => report.mutate({ id: profile.id }, { onSettled: () => setAsking(false) })}
      />
    </div>
  );
}
