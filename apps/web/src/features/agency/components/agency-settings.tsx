// /agency/settings (issue 17): the company details and the team.
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useCurrentUser } from "@/lib/current-user";
import { useAgency } from "../api/agency";
import { AgencyDetailsForm } from "./agency-details-form";
import { AgencyTeamCard } from "./agency-team-card";

export function AgencySettings() {
  const { t } = useTranslation("agency");
  const agency = useAgency();
  const me = useCurrentUser();
  if (agency.isPending) return <PageLoader />;
  if (agency.isError) return <Alert variant="destructive">{t("shell.loadFailed", { message: agency.error.message })}</Alert>;
  const { agency: details, role } = agency.data;
  return (
    <section className="grid w-full max-w-4xl gap-6">
      <h2 className="text-xl font-semibold">{t("settings.title")}</h2>
      {/* Keyed by the stored details, so a saved change starts the form afresh. */}
      <AgencyDetailsForm key={JSON.stringify(details)} details={details} editable={role === "owner"} />
      <AgencyTeamCard role={role} myUserId={me.data?.user.id ?? null} />
    </section>
  );
}
