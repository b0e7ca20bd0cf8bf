// What core needs to know of the platforms where profiles are looked for (issue 18): which they are,
// and how each hears impersonation reports. The server builds it from the site registry of the
// sandbox web or the live one.
import type { ImpersonationDesk } from "@unleak/takedown";

export interface ImpersonationDirectory {
  /** The platforms with profile definitions, for the list's filter. */
  platforms(): Array<{ id: string; name: string }>;
  /** The platform's impersonation desk; null when the registry knows none. */
  deskOf(siteId: string): ImpersonationDesk | null;
}

export type { ImpersonationDesk };
