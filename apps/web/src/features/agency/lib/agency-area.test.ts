import { describe, expect, it } from "vitest";
import { agencyMemberMayStay, isAgencyArea } from "./agency-area";

describe("the agency area", () => {
  it("is /agency and what lies under it", () => {
    expect(["/agency", "/agency/creators", "/agency/creator/1", "/agency/apply"].every(isAgencyArea)).toBe(true);
    expect(["/agencyx", "/dashboard", "/", "/admin/agencies"].some(isAgencyArea)).toBe(false);
  });

  it("keeps an agency member in the agency area, the admin panel or Settings only", () => {
    expect(["/agency/settings", "/admin", "/admin/agencies", "/settings"].every(agencyMemberMayStay)).toBe(true);
    expect(["/dashboard", "/account", "/administrator", "/settingsx", "/leaks"].some(agencyMemberMayStay)).toBe(false);
  });
});
