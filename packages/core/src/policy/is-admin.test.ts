import { describe, expect, it } from "vitest";
import { isAdmin, parseAdminEmails } from "./is-admin";

describe("isAdmin", () => {
  const admins = parseAdminEmails(" Boss@Example.test, ,ops@example.test ");

  it("reads ADMIN_EMAILS without case or spaces", () => {
    expect(admins).toEqual(["boss@example.test", "ops@example.test"]);
    expect(parseAdminEmails(undefined)).toEqual([]);
  });

  it("grants a verified listed address", () => {
    expect(isAdmin({ email: "BOSS@example.test", emailVerified: true }, admins)).toBe(true);
  });

  it("refuses a listed address that is not verified", () => {
    expect(isAdmin({ email: "boss@example.test", emailVerified: false }, admins)).toBe(false);
  });

  it("grants the admin role and refuses everyone else", () => {
    expect(isAdmin({ email: "someone@example.test", emailVerified: false, role: "admin" }, admins)).toBe(true);
    expect(isAdmin({ email: "someone@example.test", emailVerified: true, role: "user" }, admins)).toBe(false);
  });
});
