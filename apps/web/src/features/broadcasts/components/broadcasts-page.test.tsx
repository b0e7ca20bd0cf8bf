import type { AdminUserRow, BroadcastList } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { BroadcastsPage } from "./broadcasts-page";

const list: BroadcastList = {
  broadcasts: [
    { id: "7f0c2a52-9f0e-4a55-8a53-2f6b7f0f4c11", audience: { kind: "tier", tier: "elite" }, title: "Hourly scans", recipients: 12, sentBy: "ops@example.test", createdAt: "2026-11-20T10:00:00.000Z" },
    { id: "1c9a4d8e-2b7f-4f0e-9a1d-3e5c7b9d1f20", audience: { kind: "all" }, title: "Maintenance", recipients: 340, sentBy: "ops@example.test", createdAt: "2026-11-19T10:00:00.000Z" },
  ],
};

const eric: AdminUserRow = {
  id: "u_42",
  email: "eric@example.test",
  phoneNumber: null,
  name: "Eric",
  firstName: null,
  lastName: null,
  stageNames: [],
  tier: "standard",
  status: "active",
  isAdmin: false,
  createdAt: "2026-11-01T10:00:00.000Z",
};

/** Answers the list and the user search, and records every POST's body. */
function stubApi() {
  const posted: unknown[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({ id: "2a4f6c8e-0b1d-4e3f-8a5b-7c9d1e3f5a7b", recipients: 12 }, { status: 201 });
    }
    const url = String(input);
    if (url.startsWith("/api/admin/users?")) {
      expect(url).toBe("/api/admin/users?q=eric%40example.test&pageSize=5");
      return Response.json({ users: [eric], page: 1, pageSize: 5, total: 1 });
    }
    expect(url).toBe("/api/admin/broadcasts");
    return Response.json(list);
  });
  return posted;
}

function fillLanguages() {
  for (const [language, name] of [
    ["en", "English"],
    ["de", "German"],
    ["es", "Spanish"],
    ["fr", "French"],
  ]) {
    fireEvent.change(screen.getByRole("textbox", { name: `Title (${name})` }), { target: { value: `Title ${language}` } });
    fireEvent.change(screen.getByRole("textbox", { name: `Message (${name})` }), { target: { value: `Message ${language}` } });
  }
}

const texts = {
  en: { title: "Title en", message: "Message en" },
  de: { title: "Title de", message: "Message de" },
  es: { title: "Title es", message: "Message es" },
  fr: { title: "Title fr", message: "Message fr" },
};

describe("BroadcastsPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the four languages to the plan chosen", async () => {
    const posted = stubApi();
    renderWithProviders(<BroadcastsPage />);
    fireEvent.change(screen.getByLabelText("Audience"), { target: { value: "tier" } });
    fireEvent.change(screen.getByLabelText("Plan"), { target: { value: "elite" } });
    fillLanguages();
    fireEvent.click(screen.getByRole("button", { name: "Send broadcast" }));
    await waitFor(() => expect(posted).toEqual([{ audience: { kind: "tier", tier: "elite" }, texts }]));
    // Sent: the form is empty again.
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Title (German)" })).toHaveProperty("value", ""));
  });

  it("sends to one user, found by e-mail", async () => {
    const posted = stubApi();
    renderWithProviders(<BroadcastsPage />);
    fireEvent.change(screen.getByLabelText("Audience"), { target: { value: "user" } });
    fireEvent.change(screen.getByLabelText("Find by e-mail or name"), { target: { value: "eric@example.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Find" }));
    fireEvent.click(within(await screen.findByRole("list", { name: "Matching accounts" })).getByRole("button", { name: /eric@example\.test/ }));
    expect(screen.getByLabelText("User ID")).toHaveProperty("value", "u_42");
    fillLanguages();
    fireEvent.click(screen.getByRole("button", { name: "Send broadcast" }));
    await waitFor(() => expect(posted).toEqual([{ audience: { kind: "user", userId: "u_42" }, texts }]));
  });

  it("asks before sending to everybody, and sends only once confirmed", async () => {
    const posted = stubApi();
    renderWithProviders(<BroadcastsPage />);
    fillLanguages();
    fireEvent.click(screen.getByRole("button", { name: "Send broadcast" }));
    const dialog = await screen.findByRole("dialog", { name: "Send to everybody?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Send broadcast" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send to everybody" }));
    await waitFor(() => expect(posted).toEqual([{ audience: { kind: "all" }, texts }]));
  });

  it("requires every language before anything is sent", async () => {
    const posted = stubApi();
    renderWithProviders(<BroadcastsPage />);
    fillLanguages();
    fireEvent.change(screen.getByRole("textbox", { name: "Message (French)" }), { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Send broadcast" }));
    const french = within(screen.getByTestId("broadcast-language-fr"));
    expect(french.getByText("Required.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Message (French)" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posted).toEqual([]);
  });

  it("lists the recent broadcasts with audience, title, recipients and sender", async () => {
    stubApi();
    renderWithProviders(<BroadcastsPage />);
    const rows = await screen.findAllByTestId("broadcast-row");
    expect(rows.map((row) => [...row.querySelectorAll("td")].slice(1).map((cell) => cell.textContent))).toEqual([
      ["Plan: Elite", "Hourly scans", "12", "ops@example.test"],
      ["Everybody", "Maintenance", "340", "ops@example.test"],
    ]);
  });
});
