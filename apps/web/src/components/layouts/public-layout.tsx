// Frame of the public pages: a light top bar (sign in and sign up, or the way back to the dashboard
// when signed in), the page, and the footer: imprint, privacy policy, terms, contact and about (spec §2.3).
import { LayoutDashboard, LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";

export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("shell");
  const signedIn = !!useAuthSession().data;
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          {signedIn ? (
            <Button asChild size="sm">
              <Link to={paths.app.dashboard.getHref()}>
                <LayoutDashboard aria-hidden="true" />
                {t("nav.dashboard")}
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to={paths.auth.login.getHref()}>
                  <LogIn aria-hidden="true" className="hidden sm:block" />
                  {t("topBar.signIn")}
                </Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.auth.register.getHref()}>{t("publicBar.signUp")}</Link>
              </Button>
            </>
          )}
        </div>
      </header>
      <main id="main" className="flex-1 px-4 py-10 sm:px-6">
        {children}
      </main>
      <footer className="flex flex-wrap justify-center gap-x-6 gap-y-2 border-t px-4 py-6 text-sm text-muted-foreground">
        <Link className="hover:text-foreground" to={paths.privacyPolicy.getHref()}>{t("footer.privacyPolicy")}</Link>
        <Link className="hover:text-foreground" to={paths.termsOfService.getHref()}>{t("footer.termsOfService")}</Link>
        <Link className="hover:text-foreground" to={paths.imprint.getHref()}>{t("footer.imprint")}</Link>
        <Link className="hover:text-foreground" to={paths.contact.getHref()}>{t("footer.contact")}</Link>
        <Link className="hover:text-foreground" to={paths.about.getHref()}>{t("footer.about")}</Link>
      </footer>
    </div>
  );
}
