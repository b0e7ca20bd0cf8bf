import type { AdminUserPage, AdminUserRow } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { AdminUsersList } from "./admin-users-list";

const row = (overrides: Partial<AdminUserRow>): AdminUserRow => ({
  id: "u-nova",
  email: "nova@example.test",
  phoneNumber: null,
  name: "Nova Quill",
  firstName: "Nova",
  lastName: "Quill",
  stageNames: ["Velvet Comet"],
  tier: "pro",
  status: "active",
  isAdmin: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

const everyone = [
  row({}),
  row({ id: "u-ben", email: "ben@example.test", name: "Ben", firstName: null, lastName: null, stageNames: [], tier: "standard", status: "banned", isAdmin: true }),
  row({ id: "u-phone", email: "4915123456789@phone.unleak.invalid", phoneNumber: "+4915123456789", name: "Pia", firstName: null, lastName: null, stageNames: [], status: "unverified" }),
];

/** Answers the search like the server would (by e-mail only, for the test), and records each query. */
function serve() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    const query = new URL(url, "http://app.test").searchParams;
    queries.push(query);
    const q = query.get("q") ?? "";
    const users = everyone.filter((user) => user.email.includes(q) && (!query.get("status") || user.status === query.get("status")));
    const page: AdminUserPage = { users, page: Number(query.get("page") ?? 1), pageSize: 25, total: users.length };
    return Response.json(page);
  });
  return queries;
}

describe("AdminUsersList", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists accounts with links to their pages, the e-mail as the link text", async () => {
    serve();
    renderWithProviders(<AdminUsersList />, { path: "/admin/users" });
    const table = await screen.findByTestId("admin-users");
    const link = within(table).getByRole("link", { name: "nova@example.test" });
    expect(link.getAttribute("href")).toBe("/admin/users/u-nova");
    const nova = link.closest("tr")!;
    expect(within(nova).getByText("Velvet Comet")).toBeTruthy();
    expect(within(nova).getByText("Creator Pro")).toBeTruthy();
    expect(within(nova).getByText("Active")).toBeTruthy();
    const ben = within(table).getByRole("link", { name: "ben@example.test" }).closest("tr")!;
    expect(within(ben).getByText("Banned")).toBeTruthy();
    expect(within(ben).getByText("Admin")).toBeTruthy();
    // A phone account is named by its number, never by its placeholder address.
    expect(within(table).getByRole("link", { name: "+4915123456789" })).toBeTruthy();
    expect(within(table).queryByText(/phone\.unleak\.invalid/)).toBeNull();
    expect(screen.getByText("3 accounts")).toBeTruthy();
  });

  it("searches on Enter and as one types, and filters by tier and status", async () => {
    const queries = serve();
    renderWithProviders(<AdminUsersList />, { path: "/admin/users" });
    await screen.findByTestId("admin-users");
    const input = screen.getByLabelText("Search users");
    fireEvent.change(input, { target: { value: "ben" } });
    fireEvent.submit(input.closest("form")!);
    await waitFor(() => expect(screen.queryByRole("link", { name: "nova@example.test" })).toBeNull());
    expect(screen.getByRole("link", { name: "ben@example.test" })).toBeTruthy();
    expect(queries.at(-1)?.get("q")).toBe("ben");

    fireEvent.change(input, { target: { value: "nova" } });
    await waitFor(() => expect(screen.getByRole("link", { name: "nova@example.test" })).toBeTruthy());
    expect(queries.at(-1)?.get("q")).toBe("nova");

    fireEvent.change(screen.getByLabelText("Tier"), { target: { value: "pro" } });
    await waitFor(() => expect(queries.at(-1)?.get("tier")).toBe("pro"));
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "banned" } });
    await waitFor(() => expect(queries.at(-1)?.get("status")).toBe("banned"));
    expect(queries.at(-1)?.get("q")).toBe("nova");
    expect(await screen.findByText("No accounts match.")).toBeTruthy();
  });
});
