import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, stubFetch } from "@/testing/render";
import { Component as AccountPage } from "./account";

const profile = {
  profile: { firstName: "Mia", lastName: null, email: "mia@example.com", phone: null, dateOfBirth: null, address: null, postalCode: null, city: null, country: null, subscriptionTier: "standard", selectedPlan: null },
  niches: ["fitness"],
  stageNames: [],
  officialLinks: [],
  status: "Incomplete",
};

async function renderAccount() {
  const router = createMemoryRouter(
    [
      { path: "/account", element: <AccountPage /> },
      { path: "/dashboard", element: <p>Dashboard page</p> },
    ],
    { initialEntries: ["/account"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId("account-page");
  return router;
}

function addNiche(value: string) {
  fireEvent.change(screen.getByLabelText("New niche"), { target: { value } });
  fireEvent.click(screen.getAllByRole("button", { name: "Add" })[0]);
}

describe("the account page with unsaved changes", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", stubFetch({ "/api/profile": profile }));
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("leaves without asking when nothing is unsaved", async () => {
    const router = await renderAccount();
    await act(() => router.navigate("/dashboard"));
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
  });

  it("asks before a niche added but not saved is lost, and stays or leaves as chosen", async () => {
    const router = await renderAccount();
    addNiche("cosplay");
    expect(screen.getByText("cosplay")).toBeTruthy();

    await act(() => router.navigate("/dashboard"));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(dialog.textContent).toContain("not saved yet");
    fireEvent.click(screen.getByRole("button", { name: "Stay and save" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/account");
    expect(screen.getByText("cosplay")).toBeTruthy();

    await act(() => router.navigate("/dashboard"));
    fireEvent.click(await screen.findByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByText("Dashboard page")).toBeTruthy();
  });

  it("counts a name typed but not added, and asks the browser to warn before the tab closes", async () => {
    await renderAccount();
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText("New stage name"), { target: { value: "Nova" } });
    await waitFor(() => expect(unload()).toBe(true));
  });
});
