import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import type { ShellUser } from "../lib/shell-user";
import { AppShell } from "./app-shell";

const newUser: ShellUser = { email: "mia@example.com", firstName: null, verified: false, tier: null, isAdmin: false };

describe("AppShell", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", stubFetch({ "/api/config": { googleEnabled: false, version: "1", supportChatUrl: null } }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("collapses and expands the desktop sidebar and remembers it", () => {
    renderWithProviders(<AppShell user={newUser}>page</AppShell>, { path: "/dashboard" });
    const sidebar = screen.getByTestId("sidebar");
    expect(sidebar.getAttribute("data-collapsed")).toBe("false");
    expect(sidebar.className).toContain("w-[248px]");

    fireEvent.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar.getAttribute("data-collapsed")).toBe("true");
    expect(sidebar.className).toContain("w-[72px]");
    expect(window.localStorage.getItem("sidebarCollapsed")).toBe("true");
    // Collapsed: icon-only entries keep their accessible names.
    expect(within(sidebar).getByRole("link", { name: "Dashboard" })).toBeTruthy();
    expect(within(sidebar).getByRole("link", { name: "Upgrade Plan" }).getAttribute("href")).toBe("/subscription-plans");

    fireEvent.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(sidebar.getAttribute("data-collapsed")).toBe("false");
  });

  it("welcomes a new user by e-mail on the Standard plan, without the verified badge", () => {
    renderWithProviders(<AppShell user={newUser}>page</AppShell>);
    const welcome = screen.getByTestId("welcome-block");
    expect(welcome.textContent).toContain("Welcome");
    expect(screen.getByTestId("welcome-name").textContent).toBe("mia@example.com");
    expect(screen.getByTestId("welcome-plan").textContent).toBe("Standard Plan");
    expect(screen.queryByTestId("verified-badge")).toBeNull();
    expect(screen.getByTestId("tier-badge").textContent).toBe("Standard");
  });

  it("shows first name, verified badge and tier; admins get the Admin Panel; elite has no upgrade", () => {
    const elite: ShellUser = { email: "a@b.c", firstName: "Ana", verified: true, tier: "elite", isAdmin: false };
    const { unmount } = renderWithProviders(<AppShell user={elite}>page</AppShell>);
    expect(screen.getByTestId("welcome-name").textContent).toBe("Ana");
    expect(screen.getByTestId("verified-badge").textContent).toBe("Verified");
    expect(screen.getByTestId("welcome-plan").textContent).toBe("Elite Plan");
    expect(screen.queryByRole("link", { name: /Upgrade Plan/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin Panel" })).toBeNull();
    unmount();

    renderWithProviders(<AppShell user={{ ...elite, tier: "pro", isAdmin: true }}>page</AppShell>);
    expect(screen.getByRole("link", { name: "Admin Panel" })).toBeTruthy();
    expect(screen.getByTestId("welcome-plan").textContent).toBe("Admin Plan");
  });

  it("leads an agency member to the agency area, not to the creator pages", () => {
    renderWithProviders(<AppShell user={{ ...newUser, agencyName: "Starlight Talent" }}>page</AppShell>);
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Agency dashboard" }).getAttribute("href")).toBe("/agency");
    expect(within(nav).getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    for (const creatorPage of ["Dashboard", "Leaks", "Fake Profiles", "Reverse Image Finder", "Request Removal", "Notices"]) expect(within(nav).queryByRole("link", { name: creatorPage })).toBeNull();
    expect(screen.queryByRole("link", { name: "Upgrade Plan" })).toBeNull();
  });

  it("shows Tools disabled with Coming soon, and no welcome block when signed out", () => {
    renderWithProviders(<AppShell user={null}>page</AppShell>);
    const tools = screen.getByRole("button", { name: /Tools/ });
    expect((tools as HTMLButtonElement).disabled).toBe(true);
    expect(tools.textContent).toContain("Coming soon");
    expect(screen.queryByTestId("welcome-block")).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
  });

  it("links the pages that work and shows the ones not built yet disabled, never as links", () => {
    renderWithProviders(<AppShell user={newUser}>page</AppShell>);
    const sidebar = within(screen.getByTestId("sidebar"));
    expect(sidebar.getByRole("link", { name: "Leaks" }).getAttribute("href")).toBe("/leaks");
    expect(sidebar.getByRole("link", { name: "Full scan & references" }).getAttribute("href")).toBe("/fullreport");
    expect(sidebar.getByRole("link", { name: "Leak Crawler" }).getAttribute("href")).toBe("/leak-crawler");
    expect(sidebar.getByRole("link", { name: "Fake Profiles" }).getAttribute("href")).toBe("/fake-profiles");
    expect(sidebar.getByRole("link", { name: "Reverse Image Finder" }).getAttribute("href")).toBe("/reverse-image-finder");
    expect(sidebar.getByRole("link", { name: "Request Removal" }).getAttribute("href")).toBe("/request-removal");
    expect(sidebar.getByRole("link", { name: "Notices" }).getAttribute("href")).toBe("/notices");
    expect(sidebar.getByRole("link", { name: "Authorization" }).getAttribute("href")).toBe("/authorisation");
    expect(sidebar.getByRole("link", { name: "FAQ" }).getAttribute("href")).toBe("/faq");
    fireEvent.click(sidebar.getByRole("button", { name: "My Account" }));
    expect(sidebar.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    expect(sidebar.getByRole("link", { name: "Upgrade Plan" }).getAttribute("href")).toBe("/subscription-plans");
    // The Earning Hub is a page of its own (issue 19); Tools is still to come.
    expect(sidebar.getByRole("link", { name: "Earning Hub" }).getAttribute("href")).toBe("/earning-hub");
    expect(sidebar.queryByRole("button", { name: /^Earning Hub/ })).toBeNull();
    const tools = sidebar.getByRole("button", { name: /^Tools/ }) as HTMLButtonElement;
    expect(tools.disabled).toBe(true);
    expect(tools.textContent).toContain("Coming soon");
    expect(sidebar.queryByRole("link", { name: "Tools" })).toBeNull();
  });

  it("lists the creator's detection pages in order after the leak crawler and marks the open one", () => {
    renderWithProviders(<AppShell user={newUser}>page</AppShell>, { path: "/fake-profiles" });
    const names = within(screen.getByTestId("sidebar"))
      .getAllByRole("link")
      .map((link) => link.textContent);
    const from = names.indexOf("Leak Crawler");
    expect(names.slice(from, from + 3)).toEqual(["Leak Crawler", "Fake Profiles", "Reverse Image Finder"]);
    const sidebar = within(screen.getByTestId("sidebar"));
    expect(sidebar.getByRole("link", { name: "Fake Profiles" }).getAttribute("aria-current")).toBe("page");
    expect(sidebar.getByRole("link", { name: "Reverse Image Finder" }).getAttribute("aria-current")).toBeNull();
  });

  it("has the top navigation with its one item, Dashboard", () => {
    renderWithProviders(<AppShell user={newUser}>page</AppShell>, { path: "/dashboard" });
    const topNav = screen.getByRole("navigation", { name: "Top navigation" });
    const links = within(topNav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([["Dashboard", "/dashboard"]]);
  });

  it("shows the support address as a mailto link and leads the logo to the marketing site", async () => {
    vi.stubGlobal(
      "fetch",
      stubFetch({ "/api/config": { googleEnabled: false, version: "1", supportChatUrl: null, supportEmail: "help@unleak.example", marketingUrl: "https://unleak.example/" } }),
    );
    renderWithProviders(<AppShell user={newUser}>page</AppShell>);
    const mail = await within(screen.getByTestId("sidebar")).findByRole("link", { name: "E-mail support" });
    expect(mail.getAttribute("href")).toBe("mailto:help@unleak.example");
    await waitFor(() => expect(screen.getByRole("link", { name: "Unleak home" }).getAttribute("href")).toBe("https://unleak.example/"));
  });

  it("leads the logo to the public landing page without a marketing site", async () => {
    renderWithProviders(<AppShell user={newUser}>page</AppShell>);
    expect(screen.getByRole("link", { name: "Unleak home" }).getAttribute("href")).toBe("/home");
    expect(screen.queryByRole("link", { name: "E-mail support" })).toBeNull();
  });

  it("opens the mobile drawer as a dialog", () => {
    renderWithProviders(<AppShell user={newUser}>page</AppShell>);
    fireEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(dialog.className).toContain("w-64");
    fireEvent.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
