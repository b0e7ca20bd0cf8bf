// /agency: the agency at a glance (issue 17): creators active on the roster, creators invited who
// have not answered, the team, and the company details its notices carry.
import { Link } from "react-router";
import { MailQuestion, UserCheck, Users } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAgency } from "../api/agency";

type TileKey = "activeCreators" | "pendingInvitations" | "teamMembers";
const tiles: Array<{ key: TileKey; to: string; icon: ComponentType<{ className?: string; "aria-hidden"?: boolean }> }> = [
  { key: "activeCreators", to: paths.agency.creators.getHref(), icon: UserCheck },
  { key: "pendingInvitations", to: paths.agency.creators.getHref(), icon: MailQuestion },
  { key: "teamMembers", to: paths.agency.settings.getHref(), icon: Users },
];

export function AgencyOverview() {
  const { t } = useTranslation("agency");
  const agency = useAgency();
  if (agency.isPending) return <PageLoader />;
  if (agency.isError) return <Alert variant="destructive">{t("shell.loadFailed", { message: agency.error.message })}</Alert>;
  const { agency: details, counts, role } = agency.data;
  const facts: Array<[string, string | null]> = [
    [t("settings.details.fields.website"), details.website],
    [t("settings.details.fields.contactName"), details.contactName],
    [t("settings.details.fields.contactEmail"), details.contactEmail],
    [t("settings.details.fields.phone"), details.phone],
    [t("settings.details.fields.address"), details.address],
  ];
  return (
    <section className="grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h2 className="text-xl font-semibold">{t("shell.sections.overview")}</h2>
        <p className="text-sm text-muted-foreground">{t("overview.intro")}</p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-3">
        {tiles.map(({ key, to, icon: Icon }) => (
          <li key={key} data-testid={`agency-tile-${key}`}>
            <Link to={to} className="grid h-full gap-1 rounded-xl border bg-card p-5 hover:bg-muted">
              <Icon aria-hidden className="size-5 text-primary" />
              <span className="text-3xl font-semibold tabular-nums">{counts[key]}</span>
              <span className="font-medium">{t(`overview.tiles.${key}`)}</span>
              <span className="text-xs text-muted-foreground">{t(`overview.tileHints.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>{t("overview.details")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label} className="grid min-w-0 gap-0.5">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="whitespace-pre-wrap break-words font-medium">{value || t("overview.notSet")}</dd>
              </div>
            ))}
          </dl>
          {role === "owner" ? (
            <Link to={paths.agency.settings.getHref()} className="text-sm font-medium text-primary hover:underline">
              {t("overview.edit")}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
