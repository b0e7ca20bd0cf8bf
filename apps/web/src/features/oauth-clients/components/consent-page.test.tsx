import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { serveApi } from "@/testing/serve-api";
import { ConsentPage, parseAuthorizationRequest } from "./consent-page";

const search = new URLSearchParams({
  response_type: "code",
  client_id: "ulk_abcdefghijklmnopqrstuvwx",
  redirect_uri: "https://dash.example/cb",
  scope: "leaks:read takedowns:write",
  state: "xyz",
  code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
  code_challenge_method: "S256",
});

describe("ConsentPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("names the client and the scopes in words, and sends the browser where Allow answers", async () => {
    const calls = serveApi((key) => {
      if (key === "GET /api/oauth/consent") return { body: { client: { id: "ulk_abcdefghijklmnopqrstuvwx", name: "Nova's dashboard" }, scopes: ["leaks:read", "takedowns:write"] } };
      if (key === "POST /api/oauth/consent") return { body: { redirectTo: "https://dash.example/cb?code=abc&state=xyz" } };
      return undefined;
    });
    const go = vi.fn();
    renderWithProviders(<ConsentPage request={parseAuthorizationRequest(search)} go={go} />);
    expect(await screen.findByText("Nova's dashboard asks for access")).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["See your leaks", "Request removal of your leaks"]);
    fireEvent.click(screen.getByTestId("consent-allow"));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://dash.example/cb?code=abc&state=xyz"));
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({ ...Object.fromEntries(search), allow: true });
  });

  it("answers Deny with allow false", async () => {
    const calls = serveApi((key) => {
      if (key === "GET /api/oauth/consent") return { body: { client: { id: "ulk_abcdefghijklmnopqrstuvwx", name: "Nova's dashboard" }, scopes: ["leaks:read"] } };
      if (key === "POST /api/oauth/consent") return { body: { redirectTo: "https://dash.example/cb?error=access_denied&state=xyz" } };
      return undefined;
    });
    const go = vi.fn();
    renderWithProviders(<ConsentPage request={parseAuthorizationRequest(search)} go={go} />);
    fireEvent.click(await screen.findByTestId("consent-deny"));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://dash.example/cb?error=access_denied&state=xyz"));
    expect((calls.find((call) => call.method === "POST")!.body as { allow: boolean }).allow).toBe(false);
  });

  it("refuses a request without PKCE, and says so for an unknown client", async () => {
    const withoutPkce = new URLSearchParams(search);
    withoutPkce.delete("code_challenge");
    expect(parseAuthorizationRequest(withoutPkce)).toBeNull();
    renderWithProviders(<ConsentPage request={null} />);
    expect(screen.getByRole("alert").textContent).toContain("incomplete or not valid");

    serveApi(() => undefined);
    renderWithProviders(<ConsentPage request={parseAuthorizationRequest(search)} />);
    expect(await screen.findByText("This app or its return address is not registered with Unleak.")).toBeTruthy();
  });
});
