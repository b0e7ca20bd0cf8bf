// Where each social site takes impersonation reports. Fixed by site id, like the owners: most run a
// mailbox that an agent may write to; picsocial only takes a report from the person herself, through
// a web form with a photo of her ID (docs/sandbox-owners.md).
import type { ImpersonationDesk } from "../types";

const EMAIL_DESK_SITES = ["fanhub", "snapgram", "chirper", "friendnest", "blurbs", "tagme"];
/** The only form desk; agents cannot use it. */
export const PERSON_ONLY_DESK = { siteId: "picsocial", path: "/help/impersonation" };

export function impersonationDeskOf(siteId: string): ImpersonationDesk | undefined {
  if (EMAIL_DESK_SITES.includes(siteId)) return { channel: "email", address: `impersonation@${siteId}.example`, agentsAccepted: true };
  if (siteId === PERSON_ONLY_DESK.siteId) return { channel: "form", path: PERSON_ONLY_DESK.path, agentsAccepted: false, requires: "id-document" };
  return undefined;
}
