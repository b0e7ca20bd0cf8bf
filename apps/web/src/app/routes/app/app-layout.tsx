// Root layout of the app pages: waits for the session, shows the suspension screen to a banned
// account (except on /settings), keeps an agency member in the agency area (spec §6), otherwise the
// shell with the page.
import type { AccountOverview } from "@unleak/contracts";
import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { paths } from "@/config/paths";
import { agencyMemberMayStay, isAgencyArea } from "@/features/agency/lib/agency-area";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { AppShell } from "@/features/shell/components/app-shell";
import { SubscriptionGate } from "@/features/subscription/components/subscription-gate";
import type { ShellUser } from "@/features/shell/lib/shell-user";
import { BannedScreen } from "@/features/suspension/components/banned-screen";
import { DeletionBanner } from "@/features/privacy/components/deletion-banner";
import { useAuthSession } from "@/lib/auth-session";
import { useVerificationWatch } from "@/features/authorisation/hooks/use-verification-watch";
import { useCurrentUser } from "@/lib/current-user";

function toShellUser(sessionEmail: string, me: AccountOverview | undefined, phoneNumber: string | null | undefined): ShellUser {
  return {
    email: phoneNumber || me?.profile.email || sessionEmail,
    firstName: me?.profile.firstName ?? null,
    verified: me?.profile.verified ?? false,
    tier: me?.profile.subscriptionTier ?? null,
    isAdmin: me?.isAdmin ?? false,
    agencyName: me?.agency?.name ?? null,
  };
}

export function Component() {
  const session = useAuthSession();
  const signedIn = !!session.data;
  const me = useCurrentUser({ enabled: signedIn });
  // The verified badge and the authorisation status follow a verification's decision without a reload.
  useVerificationWatch({ enabled: signedIn });
  const { pathname } = useLocation();

  if (session.loading) return <PageLoader message="checkingAuth" fullScreen />;
  if (signedIn && me.isPending) return <PageLoader fullScreen />;

  // A phone account's e-mail is a placeholder never shown (ADR 022): it goes by its number.
  const email = session.data?.user.phoneNumber ?? session.data?.user.email ?? "";
  if (me.data?.profile.banned && pathname !== paths.app.settings.path) {
    return <BannedScreen email={email} ban={me.data.ban} />;
  }
  // An agency member works in the agency area; the admin panel stays open to an administrator among them.
  if (me.data?.agency && !agencyMemberMayStay(pathname)) return <Navigate to={paths.agency.root.getHref()} replace />;

  const user = signedIn ? toShellUser(email, me.data, session.data?.user.phoneNumber) : null;
  return (
    <AppShell user={user} notifications={user ? <NotificationBell /> : null}>
      {/* The agency area is paid by the agency's own subscription, not its member's creator plan. */}
      {isAgencyArea(pathname) ? null : <SubscriptionGate account={user?.email ?? null} profileTier={user?.tier ?? null} />}
      {/* An account scheduled for deletion says so on every page, with "Cancel deletion" (issue 19). */}
      {user ? <DeletionBanner /> : null}
      <Outlet />
    </AppShell>
  );
}
