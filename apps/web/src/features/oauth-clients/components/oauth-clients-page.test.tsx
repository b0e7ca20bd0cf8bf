import type { ConnectedApp, OAuthClient } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi } from "@/testing/serve-api";
import { OAuthClientsPage } from "./oauth-clients-page";

const client = (overrides: Partial<OAuthClient> = {}): OAuthClient => ({
  id: "ulk_abcdefghijklmnopqrstuvwx",
  name: "Nova's dashboard",
  redirectUris: ["https://dash.example/cb"],
  scopes: ["leaks:read", "takedowns:write"],
  webhookUrl: null,
  secretHint: "Wxyz",
  rateLimitPerMinute: 60,
  agencyId: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  secretRotatedAt: null,
  ...overrides,
});
const app: ConnectedApp = { id: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", clientId: "ulk_other000000000000000000", clientName: "Stats app", scopes: ["scans:read"], createdAt: "2026-11-21T10:00:00.000Z" };

describe("OAuthClientsPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("registers a client with the chosen scopes and shows both secrets once", async () => {
    let clients: OAuthClient[] = [];
    const calls = serveApi((key, body) => {
      if (key === "GET /api/oauth-clients") return { body: { clients } };
      if (key === "GET /api/oauth-grants") return { body: { apps: [] } };
      if (key === "POST /api/oauth-clients") {
        clients = [client({ name: (body as { name: string }).name })];
        return { status: 201, body: { client: clients[0], clientSecret: "ulks_secret-shown-once", webhookSecret: "whsec_signing-shown-once" } };
      }
      return undefined;
    });
    renderWithProviders(<OAuthClientsPage />, { path: "/oauth-clients" });
    await screen.findByText("You have not registered a client yet.");
    const form = within(screen.getByTestId("register-client-form"));
    fireEvent.change(form.getByLabelText(/Name shown on the consent screen/), { target: { value: "Nova's dashboard" } });
    fireEvent.change(form.getByLabelText(/Redirect URIs/), { target: { value: "https://dash.example/cb\nhttp://127.0.0.1:8080/cb" } });
    fireEvent.click(form.getByLabelText(/Request removal of your leaks/));
    fireEvent.click(form.getByRole("button", { name: "Register client" }));

    expect(await screen.findByTestId("shown-clientSecret")).toHaveProperty("textContent", "ulks_secret-shown-once");
    expect(screen.getByTestId("shown-webhookSecret").textContent).toBe("whsec_signing-shown-once");
    const sent = calls.find((call) => call.method === "POST")!;
    expect(sent.body).toEqual({ name: "Nova's dashboard", redirectUris: ["https://dash.example/cb", "http://127.0.0.1:8080/cb"], scopes: ["leaks:read", "takedowns:write"], webhookUrl: null });
    const row = within(await screen.findByTestId("client-row"));
    expect(row.getByText("ends in Wxyz")).toBeTruthy();
    expect(row.getByText("See your leaks, Request removal of your leaks")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I have copied it" }));
    expect(screen.queryByTestId("secret-notice")).toBeNull();
  });

  it("refuses a redirect URI that is neither https nor loopback http before sending it", async () => {
    const calls = serveApi((key) => (key === "GET /api/oauth-clients" ? { body: { clients: [] } } : key === "GET /api/oauth-grants" ? { body: { apps: [] } } : undefined));
    renderWithProviders(<OAuthClientsPage />, { path: "/oauth-clients" });
    const form = within(await screen.findByTestId("register-client-form"));
    fireEvent.change(form.getByLabelText(/Name shown on the consent screen/), { target: { value: "Bad" } });
    fireEvent.change(form.getByLabelText(/Redirect URIs/), { target: { value: "http://dash.example/cb" } });
    expect(form.getByText("http://dash.example/cb is not allowed: use https, or http on 127.0.0.1 or localhost.")).toBeTruthy();
    expect(form.getByRole("button", { name: "Register client" })).toHaveProperty("disabled", true);
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("rotates the client secret and shows the new one, and revokes a connected app", async () => {
    const calls = serveApi((key) => {
      if (key === "GET /api/oauth-clients") return { body: { clients: [client()] } };
      if (key === "GET /api/oauth-grants") return { body: { apps: [app] } };
      if (key === `POST /api/oauth-clients/${client().id}/secret`) return { body: { client: client({ secretHint: "New1" }), clientSecret: "ulks_rotated" } };
      if (key === `DELETE /api/oauth-grants/${app.id}`) return { status: 204, body: null };
      return undefined;
    });
    renderWithProviders(<OAuthClientsPage />, { path: "/oauth-clients" });
    fireEvent.click(await screen.findByRole("button", { name: "New client secret" }));
    expect((await screen.findByTestId("shown-clientSecret")).textContent).toBe("ulks_rotated");
    expect(screen.queryByTestId("shown-webhookSecret")).toBeNull();
    const connected = within(screen.getByTestId("connected-app"));
    expect(connected.getByText("Stats app")).toBeTruthy();
    expect(connected.getByText("See your scans")).toBeTruthy();
    fireEvent.click(connected.getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE" && call.url === `/api/oauth-grants/${app.id}`)).toBe(true));
  });
});
