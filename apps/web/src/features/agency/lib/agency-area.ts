// Where an agency member may be (spec §6): the agency area and the admin panel, and (our addition,
// ADR 035) Settings, where they keep their own password, two-factor and sessions. Everywhere else in
// the app they are sent to /agency; everyone else opening the agency area is refused.
import { paths } from "@/config/paths";

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

export const isAgencyArea = (pathname: string) => within(pathname, paths.agency.root.path);

export const agencyMemberMayStay = (pathname: string) => isAgencyArea(pathname) || within(pathname, paths.app.admin.path) || within(pathname, paths.app.settings.path);
