// Route table (spec §2.1). Every page is a lazily loaded route module; paths come from config/paths.
import type { RouteObject } from "react-router";
import { RethrowRouteError } from "@/components/errors/rethrow-route-error";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { RequireAdmin } from "./routes/app/require-admin";
import { RequireAuth } from "./routes/app/require-auth";
import { RootRoute } from "./routes/root";

type RouteModule = { Component: React.ComponentType };

/** A route whose page module is fetched on first visit. */
function page(path: string | undefined, load: () => Promise<RouteModule>): RouteObject {
  const lazy = async () => ({ Component: (await load()).Component });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const login = () => import("./routes/auth/login");
const termsOfService = () => import("./routes/public/terms-of-service");
const affiliates = () => import("./routes/public/affiliates");
const partners = () => import("./routes/public/partners");
const admin = () => import("./routes/app/admin");
const agency = () => import("./routes/app/agency");

const publicPages: RouteObject[] = [
  page(paths.home.path, () => import("./routes/public/home")),
  page(paths.product.path, () => import("./routes/public/product")),
  page(paths.instantScan.path, () => import("./routes/public/instant-scan")),
  page(paths.scanResults.path, () => import("./routes/public/scan-results")),
  page(paths.platformDemo.path, () => import("./routes/public/platform-demo")),
  page(paths.affiliates.path, affiliates),
  page(paths.affiliatesAlias.path, affiliates),
  page(paths.partners.path, partners),
  page(paths.partnersAlias.path, partners),
  page(paths.settingsExport.path, () => import("./routes/public/settings-export")),
  page(paths.privacyPolicy.path, () => import("./routes/public/privacy-policy")),
  page(paths.bookACall.path, () => import("./routes/public/book-a-call")),
  page(paths.agencyApply.path, () => import("./routes/public/agency-apply")),
  page(paths.agencyJoin.path, () => import("./routes/public/agency-join")),
  page(paths.agencyInvitation.path, () => import("./routes/public/agency-invitation")),
  page(paths.termsOfService.path, termsOfService),
  page(paths.terms.path, termsOfService),
  page(paths.imprint.path, () => import("./routes/public/imprint")),
  page(paths.contact.path, () => import("./routes/public/contact")),
  page(paths.about.path, () => import("./routes/public/about")),
  page(paths.oauthClients.path, () => import("./routes/public/oauth-clients")),
  page(paths.oauthConsent.path, () => import("./routes/public/oauth-consent")),
];

const protectedPages: RouteObject[] = [
  page(paths.app.dashboard.path, () => import("./routes/app/dashboard")),
  page(paths.app.account.path, () => import("./routes/app/account")),
  page(paths.app.settings.path, () => import("./routes/app/settings")),
  page(paths.app.requestRemoval.path, () => import("./routes/app/request-removal")),
  page(paths.app.notices.path, () => import("./routes/app/notices")),
  page(paths.app.notice.path, () => import("./routes/app/notices-detail")),
  page(paths.app.verifyIdentity.path, () => import("./routes/app/verify-identity")),
  page(paths.app.digitalSignature.path, () => import("./routes/app/digital-signature")),
  page(paths.app.earningHub.path, () => import("./routes/app/earning-hub")),
  page(paths.app.fakeProfiles.path, () => import("./routes/app/fake-profiles")),
  page(paths.app.fakeProfile.path, () => import("./routes/app/fake-profile")),
  page(paths.app.leaks.path, () => import("./routes/app/leaks")),
  page(paths.app.leak.path, () => import("./routes/app/leak")),
  page(paths.app.scan.path, () => import("./routes/app/scan")),
  {
    Component: RequireAdmin,
    children: [
      page(paths.app.admin.path, admin),
      page(paths.app.adminOutbox.path, () => import("./routes/app/admin-outbox")),
      page(paths.app.adminIdentity.path, () => import("./routes/app/admin-identity")),
      page(paths.app.adminInbound.path, () => import("./routes/app/admin-inbound")),
      page(paths.app.adminTakedowns.path, () => import("./routes/app/admin-takedowns")),
      page(paths.app.adminUsers.path, () => import("./routes/app/admin-users")),
      page(paths.app.adminUser.path, () => import("./routes/app/admin-user")),
      page(paths.app.adminReviews.path, () => import("./routes/app/admin-reviews")),
      page(paths.app.adminAppeals.path, () => import("./routes/app/admin-appeals")),
      page(paths.app.adminAgencies.path, () => import("./routes/app/admin-agencies")),
      page(paths.app.adminBookings.path, () => import("./routes/app/admin-bookings")),
      page(paths.app.adminPartners.path, () => import("./routes/app/admin-partners")),
      page(paths.app.adminPayouts.path, () => import("./routes/app/admin-payouts")),
      page(paths.app.adminBroadcasts.path, () => import("./routes/app/admin-broadcasts")),
      page(paths.app.adminHealth.path, () => import("./routes/app/admin-health")),
      page(paths.app.adminAuditLog.path, () => import("./routes/app/admin-audit-log")),
      page(paths.app.adminAll.path, admin),
    ],
  },
  page(paths.agency.root.path, agency),
  page(paths.agency.creators.path, agency),
  page(paths.agency.addCreator.path, agency),
  page(paths.agency.analytics.path, agency),
  page(paths.agency.billing.path, agency),
  page(paths.agency.settings.path, agency),
  page(paths.agency.creator.path, agency),
];

// In the shell for everyone; a page that needs an account handles visitors itself (/fullreport sends
// them to onboarding).
const openShellPages: RouteObject[] = [
  page(paths.fullReport.path, () => import("./routes/public/full-report")),
  page(paths.app.subscriptionPlans.path, () => import("./routes/app/subscription-plans")),
  page(paths.app.authorisation.path, () => import("./routes/app/authorisation")),
  page(paths.app.leakCrawler.path, () => import("./routes/app/leak-crawler")),
  page(paths.app.reverseImageFinder.path, () => import("./routes/app/reverse-image-finder")),
  page(paths.app.faq.path, () => import("./routes/app/faq")),
];

export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: RootRoute,
    HydrateFallback: () => <PageLoader fullScreen />,
    ErrorBoundary: RethrowRouteError,
    children: [
      page(undefined, login),
      page(paths.auth.login.path, login),
      page(paths.auth.register.path, () => import("./routes/auth/register")),
      page(paths.auth.forgotPassword.path, () => import("./routes/auth/forgot-password")),
      page(paths.auth.resetPassword.path, () => import("./routes/auth/reset-password")),
      page(paths.onboarding.path, () => import("./routes/public/onboarding")),
      { lazy: () => import("./routes/public/public-layout-route"), children: publicPages },
      {
        lazy: () => import("./routes/app/app-layout"),
        children: [{ Component: RequireAuth, children: protectedPages }, ...openShellPages],
      },
      page(paths.notFound.path, () => import("./routes/not-found")),
    ],
  },
];
