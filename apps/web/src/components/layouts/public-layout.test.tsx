import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { PublicLayout } from "./public-layout";

const session = vi.hoisted(() => ({ current: { data: null as unknown, loading: false } }));
vi.mock("@/lib/auth-session", () => ({ useAuthSession: () => ({ ...session.current, refetch: vi.fn() }) }));

describe("PublicLayout", () => {
  beforeEach(() => {
    session.current = { data: null, loading: false };
    vi.stubGlobal("fetch", stubFetch({ "/api/config": { googleEnabled: false, version: "1", supportChatUrl: null, supportEmail: "help@unleak.example" } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers sign-in and sign-up to a visitor, and the footer's pages (spec §2.3)", () => {
    renderWithProviders(<PublicLayout>page</PublicLayout>);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/register");
    const footer = within(screen.getByRole("contentinfo"));
    const links = footer.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Imprint", "/imprint"],
      ["Contact", "/contact"],
      ["About", "/about"],
    ]);
  });

  it("leads a signed-in creator back to the dashboard instead of offering sign-in", () => {
    session.current = { data: { user: { email: "a@b.c" } }, loading: false };
    renderWithProviders(<PublicLayout>page</PublicLayout>);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/dashboard");
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });
});
