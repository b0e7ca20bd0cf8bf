// Why a recipient was chosen, in the reader's language: the reason code with its facts (network
// owner, looked-up address, CDN name, registrar and domain, payment processor) filled in.
import type { RouteReason, RouteReasonDetail } from "@unleak/contracts";
import { useTranslation } from "react-i18next";

// i18next reads "_x" at a key's end as a plural or context suffix, so the texts use camelCase keys.
const reasonKeys = {
  site_email: "routeReason.siteEmail",
  site_webform: "routeReason.siteWebform",
  host_abuse: "routeReason.hostAbuse",
  cdn_forward: "routeReason.cdnForward",
  cdn_origin: "routeReason.cdnOrigin",
  search_delisting: "routeReason.searchDelisting",
  registrar_abuse: "routeReason.registrarAbuse",
  payment_processor: "routeReason.paymentProcessor",
  site_impersonation: "routeReason.siteImpersonation",
} as const satisfies Record<RouteReason, string>;

export function RouteReasonText({ reason }: { reason: RouteReasonDetail }) {
  const { t } = useTranslation("takedowns");
  // Only the facts the texts name; a missing one reads as blank rather than as "{{owner}}".
  const { owner = "", address = "", cdn = "", registrar = "", domain = "", processor = "", site = "" } = reason.params;
  return <span data-testid="route-reason">{t(reasonKeys[reason.code], { owner, address, cdn, registrar, domain, processor, site })}</span>;
}
