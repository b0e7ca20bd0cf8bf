// One planned notice of the review: who receives it (and what kind of recipient), by which channel
// and address, on what legal basis, in what language, and why this recipient.
import type { PlannedRoute } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { languageName } from "../lib/language-name";
import { RouteReasonText } from "./route-reason-text";

export function PlannedRouteRow({ route }: { route: PlannedRoute }) {
  const { t, i18n } = useTranslation("takedowns");
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm" data-testid="planned-route">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{route.recipientName}</span>
        <Badge variant="outline">{t(`recipientKind.${route.recipientKind}`)}</Badge>
        <Badge>{t(`basis.${route.basis}`)}</Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">{t("preview.channel")}</dt>
        <dd className="break-all">
          {t(`channel.${route.channel}`)}: {route.address}
        </dd>
        <dt className="text-muted-foreground">{t("preview.language")}</dt>
        <dd>{languageName(route.language, i18n.language)}</dd>
        <dt className="text-muted-foreground">{t("preview.reason")}</dt>
        <dd>
          <RouteReasonText reason={route.reason} />
        </dd>
      </dl>
    </li>
  );
}
