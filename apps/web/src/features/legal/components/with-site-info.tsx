// Waits for the site's facts (GET /api/site-info) and hands them to the page; says so when they fail.
import type { SiteInfo } from "@unleak/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useSiteInfo } from "../api/get-site-info";

export function WithSiteInfo({ children }: { children: (info: SiteInfo) => ReactNode }) {
  const { t } = useTranslation("legal");
  const siteInfo = useSiteInfo();
  if (siteInfo.isPending) return <PageLoader />;
  if (siteInfo.isError) return <Alert variant="destructive">{t("loadError")}</Alert>;
  return <>{children(siteInfo.data)}</>;
}
