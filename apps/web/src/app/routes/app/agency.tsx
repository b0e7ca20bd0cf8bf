// The agency area (spec §2.1 "Agency area (one page component)", issue 17): every /agency path is
// this page, which shows the section its path names inside the agency's frame. The sections come
// from their features (the roster, the insights, this area's own overview and settings); only
// app/ may bring features together (a roster creator's fake profiles read as on her own page through
// the fake-profiles feature's reasons and risk badges, passed in here). Someone who is no agency
// member is refused (spec §6).
import { useLocation, useMatch } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { AgencyAccessDenied } from "@/features/agency/components/agency-access-denied";
import { AgencyLayout } from "@/features/agency/components/agency-layout";
import { AgencyOverview } from "@/features/agency/components/agency-overview";
import { AgencySettings } from "@/features/agency/components/agency-settings";
import { AnalyticsSection, BillingSection } from "@/features/agency-insights/components/agency-insights-sections";
import { AddCreatorSection, CreatorDetailSection, type FakeProfileParts, RosterSection } from "@/features/agency-roster/components/agency-roster-sections";
import { ReasonList } from "@/features/fake-profiles/components/reason-list";
import { RiskBadges } from "@/features/fake-profiles/components/risk-badge";
import { useCurrentUser } from "@/lib/current-user";

const fakeProfileParts: FakeProfileParts = { Reasons: ReasonList, Risk: RiskBadges };

const sectionByPath: Record<string, () => React.ReactNode> = {
  [paths.agency.creators.path]: () => <RosterSection />,
  [paths.agency.addCreator.path]: () => <AddCreatorSection />,
  [paths.agency.analytics.path]: () => <AnalyticsSection />,
  [paths.agency.billing.path]: () => <BillingSection />,
  [paths.agency.settings.path]: () => <AgencySettings />,
};

function AgencySection() {
  const { pathname } = useLocation();
  const creator = useMatch(paths.agency.creator.path);
  if (creator?.params.id) return <CreatorDetailSection creatorId={creator.params.id} fakeProfileParts={fakeProfileParts} />;
  const section = sectionByPath[pathname.replace(/\/+$/, "")];
  return section ? section() : <AgencyOverview />;
}

export function Component() {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <Alert variant="destructive">{me.error.message}</Alert>;
  if (!me.data.agency) return <AgencyAccessDenied />;
  return (
    <AgencyLayout agency={me.data.agency}>
      <AgencySection />
    </AgencyLayout>
  );
}
