import { fireEvent, screen } from "@testing-library/react";
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
    expect(screen.getByRole("link", { name: "Dashboard" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade Plan" })).toBeTruthy();

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

  it("shows Tools disabled with Coming soon, and no welcome block when signed out", () => {
    renderWithProviders(<AppShell user={null}>page</AppShell>);
    const tools = screen.getByRole("button", { name: /Tools/ });
    expect((tools as HTMLButtonElement).disabled).toBe(true);
    expect(tools.textContent).toContain("Coming soon");
    expect(screen.queryByTestId("welcome-block")).toBeNull();
    expect(screen.getByRole("link", { name: "Sign in" })).toBeTruthy();
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
