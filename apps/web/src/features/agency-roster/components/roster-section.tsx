// /agency/creators: the agency's roster, each creator with her status, numbers, authorisation,
// last scan and plan; an active one opens her page, a pending invitation can be sent again or
// cancelled (owners and managers).
import type { RosterCreator } from "@unleak/contracts";
import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { DataTable } from "@/components/data-table";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useCancelInvitation, useResendInvitation, useRoster } from "../api/roster";
import { useMayManage } from "../lib/member-role";
import { AuthorisationBadge } from "./authorisation-badge";

const columns = ["creator", "status", "leaks", "requested", "removed", "authorisation", "lastScan", "plan", "actions"] as const;

export function RosterSection() {
  const { t } = useTranslation("agencyRoster");
  const roster = useRoster();
  const mayManage = useMayManage();
  return (
    <section className="grid min-w-0 gap-4" data-testid="agency-roster">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold tracking-tight">{t("roster.title")}</h2>
          <p className="text-sm text-muted-foreground">{t("roster.description")}</p>
        </div>
        {mayManage ? (
          <Button asChild>
            <Link to={paths.agency.addCreator.getHref()}>
              <UserPlus aria-hidden="true" />
              {t("roster.add")}
            </Link>
          </Button>
        ) : null}
      </div>
      {roster.isPending ? <Spinner /> : null}
      {roster.isError ? <Alert variant="destructive">{t("roster.error", { reason: roster.error.message })}</Alert> : null}
      {roster.data?.creators.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="roster-empty">
          {t("roster.empty")}
        </p>
      ) : null}
      {roster.data && roster.data.creators.length > 0 ? (
        <DataTable columns={columns.map((column) => (column === "actions" ? { label: t("roster.columns.actions"), hidden: true } : t(`roster.columns.${column}`)))} label={t("roster.caption")} testId="roster-table">
          {roster.data.creators.map((creator) => (
            <RosterRow key={creator.id} creator={creator} mayManage={mayManage} />
          ))}
        </DataTable>
      ) : null}
    </section>
  );
}

function RosterRow({ creator, mayManage }: { creator: RosterCreator; mayManage: boolean }) {
  const { t, i18n } = useTranslation(["agencyRoster", "shell"]);
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const active = creator.status === "active" && creator.creatorId !== null;
  const failed = (error: Error) => toast.error(t("roster.actionError", { reason: error.message }));
  const status = active ? "active" : creator.expired ? "expired" : "invited";
  return (
    <tr className="border-t align-top" data-testid="roster-creator" data-status={status}>
      <td className="p-2">
        {active ? (
          <Link to={paths.agency.creator.getHref(creator.creatorId!)} className="font-medium text-primary hover:underline">
            {creator.name ?? creator.email}
          </Link>
        ) : null}
        <div className="break-all text-xs text-muted-foreground">{creator.email}</div>
      </td>
      <td className="p-2">
        <Badge variant={active ? "success" : "outline"}>{t(`roster.status.${status}`)}</Badge>
      </td>
      <td className="p-2">{active ? creator.leaks.found : "–"}</td>
      <td className="p-2">{active ? creator.leaks.removalRequested : "–"}</td>
      <td className="p-2">{active ? creator.leaks.removed : "–"}</td>
      <td className="p-2">{creator.authorisation ? <AuthorisationBadge authorisation={creator.authorisation} /> : "–"}</td>
      <td className="p-2 whitespace-nowrap">{active ? (creator.lastScanAt ? date.format(new Date(creator.lastScanAt)) : t("roster.never")) : "–"}</td>
      <td className="p-2 whitespace-nowrap">{creator.tier ? t(`shell:tiers.${creator.tier}`) : "–"}</td>
      <td className="p-2">
        {!active && mayManage ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={resend.isPending}
              onClick={() => resend.mutate(creator.id, { onSuccess: () => toast.success(t("roster.resent", { email: creator.email })), onError: failed })}
            >
              {t("roster.resend")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(creator.id, { onSuccess: () => toast.success(t("roster.cancelled", { email: creator.email })), onError: failed })}
            >
              {t("roster.cancel")}
            </Button>
          </div>
        ) : null}
        {active ? (
          <Button asChild size="sm" variant="outline">
            <Link to={paths.agency.creator.getHref(creator.creatorId!)} aria-label={t("roster.openCreator", { name: creator.name ?? creator.email })}>
              {t("roster.open")}
            </Link>
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
