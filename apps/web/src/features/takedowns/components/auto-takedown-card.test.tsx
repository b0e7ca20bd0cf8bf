import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi } from "../testing/fixtures";
import { AutoTakedownCard } from "./auto-takedown-card";

describe("AutoTakedownCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the setting and PATCHes it when the switch is turned", async () => {
    let autoTakedown = false;
    const calls = serveApi((key, body) => {
      if (key === "GET /api/takedown-settings") return { body: { autoTakedown, planDefault: true, emailAlerts: true } };
      if (key === "PATCH /api/takedown-settings") {
        autoTakedown = (body as { autoTakedown: boolean }).autoTakedown;
        return { body: { autoTakedown, planDefault: true, emailAlerts: true } };
      }
      return undefined;
    });
    renderWithProviders(<AutoTakedownCard />);
    const toggle = await screen.findByRole("switch", { name: "File exact and high picture matches automatically" });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(screen.getByText(/Name-only and good matches always wait for your confirmation, and whitelisted leaks are never filed/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toEqual([{ method: "PATCH", url: "/api/takedown-settings", body: { autoTakedown: true } }]));
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  });

  it("turns the takedown e-mails off on their own, leaving automatic filing as it is", async () => {
    let emailAlerts = true;
    const calls = serveApi((key, body) => {
      if (key === "GET /api/takedown-settings") return { body: { autoTakedown: true, planDefault: true, emailAlerts } };
      if (key === "PATCH /api/takedown-settings") {
        emailAlerts = (body as { emailAlerts: boolean }).emailAlerts;
        return { body: { autoTakedown: true, planDefault: true, emailAlerts } };
      }
      return undefined;
    });
    renderWithProviders(<AutoTakedownCard />);
    const toggle = await screen.findByRole("switch", { name: "E-mail me too" });
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByText(/You always get a notification when content is removed, when a counter-notice needs your decision/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toEqual([{ method: "PATCH", url: "/api/takedown-settings", body: { emailAlerts: false } }]));
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(screen.getByRole("switch", { name: "File exact and high picture matches automatically" }).getAttribute("aria-checked")).toBe("true");
  });
});
