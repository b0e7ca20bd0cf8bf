import type { MyAppeal } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { BannedScreen } from "./banned-screen";

const ban = { reason: "Reported as impersonation", bannedAt: "2026-11-20T10:00:00.000Z", adminNotes: "Two reports" };
const received: MyAppeal = {
  id: "0b6f3c2e-1111-4a2b-9c3d-000000000001",
  status: "open",
  email: "nova@example.test",
  explanation: "These are my own photos.",
  evidence: [{ name: "contract.pdf", contentType: "application/pdf", bytes: 1200 }],
  createdAt: "2026-11-21T09:30:00.000Z",
  response: null,
  decidedAt: null,
};

let chatUrl: string | null;
let latest: MyAppeal | null;
const posted: FormData[] = [];

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const answer = (body: unknown, status = 200) => Promise.resolve(Response.json(body, { status }));
  if (url.startsWith("/api/config")) return answer({ googleEnabled: false, version: "test", supportChatUrl: chatUrl, supportEmail: null });
  if (url === "/api/appeals/mine") return answer({ appeal: latest });
  if (url === "/api/appeals" && init?.method === "POST") {
    posted.push(init.body as FormData);
    return answer(received, 201);
  }
  return answer({ error: { code: "NOT_FOUND", message: "" } }, 404);
}

const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], "contract.pdf", { type: "application/pdf" });

describe("the suspension screen's appeal", () => {
  beforeEach(() => {
    chatUrl = null;
    latest = null;
    posted.length = 0;
    vi.stubGlobal("fetch", vi.fn(fakeServer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the suspension's card and sends the appeal as multipart with its three fields", async () => {
    renderWithProviders(<BannedScreen email="nova@example.test" ban={ban} />);
    const suspension = screen.getByTestId("banned-screen");
    expect(within(suspension).getByText("Account Suspended")).toBeTruthy();
    expect(within(suspension).getByText("Reported as impersonation")).toBeTruthy();
    expect(within(suspension).getByText("Two reports")).toBeTruthy();
    expect(within(suspension).getByRole("button", { name: "Settings" })).toBeTruthy();

    const email = (await screen.findByLabelText(/Account e-mail/)) as HTMLInputElement;
    expect(email.value).toBe("nova@example.test");
    expect(screen.getByText("Appeal Your Suspension")).toBeTruthy();
    fireEvent.change(email, { target: { value: "nova.quill@example.test" } });
    fireEvent.change(screen.getByLabelText(/Explanation/), { target: { value: "  These are my own photos.  " } });
    fireEvent.change(screen.getByLabelText("Evidence"), { target: { files: [pdf()] } });
    expect(screen.getByText("contract.pdf")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send appeal" }));

    await waitFor(() => expect(posted).toHaveLength(1));
    const form = posted[0]!;
    expect(form.get("email")).toBe("nova.quill@example.test");
    expect(form.get("explanation")).toBe("These are my own photos.");
    const files = form.getAll("evidence") as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([["contract.pdf", "application/pdf"]]);
    const status = await screen.findByTestId("appeal-status");
    expect(within(status).getByText(/^Appeal received on /)).toBeTruthy();
    expect(within(status).getByText(/The answer comes by e-mail to nova@example.test/)).toBeTruthy();
    expect(screen.queryByTestId("appeal-form")).toBeNull();
  });

  it("names what is missing or not allowed, and sends nothing", async () => {
    renderWithProviders(<BannedScreen email="+4915123456789" ban={ban} />);
    const email = (await screen.findByLabelText(/Account e-mail/)) as HTMLInputElement;
    // A phone account has no real e-mail to prefill.
    expect(email.value).toBe("");
    const gif = new File(["GIF89a"], "funny.gif", { type: "image/gif" });
    fireEvent.change(screen.getByLabelText("Evidence"), { target: { files: [gif] } });
    expect(screen.getByText("funny.gif is not a JPEG, PNG or WebP picture or a PDF.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove funny.gif" }));
    expect(screen.queryByText(/funny.gif is not/)).toBeNull();
    fireEvent.change(screen.getByLabelText("Evidence"), { target: { files: [pdf(), pdf(), pdf(), pdf()] } });
    expect(screen.getByText("You can send at most 3 files.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send appeal" }));
    expect(screen.getByText("Please enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByText("Please explain why the suspension should be lifted.")).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("offers the support chat only where one is configured", async () => {
    const { queryClient, unmount } = renderWithProviders(<BannedScreen email="nova@example.test" ban={ban} />);
    await screen.findByTestId("appeal-form");
    await waitFor(() => expect(queryClient.getQueryState(["app-config"])?.status).toBe("success"));
    expect(screen.queryByRole("button", { name: "Contact support via chat" })).toBeNull();
    unmount();

    chatUrl = "https://chat.example.test/unleak";
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderWithProviders(<BannedScreen email="nova@example.test" ban={ban} />);
    fireEvent.click(await screen.findByRole("button", { name: "Contact support via chat" }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/chat\.example\.test\/unleak\?message=.*nova%40example\.test/), "_blank", "noopener,noreferrer");
    open.mockRestore();
  });

  it("shows a received appeal, and a refused one with the answer and a way to appeal again", async () => {
    latest = received;
    const { unmount } = renderWithProviders(<BannedScreen email="nova@example.test" ban={ban} />);
    expect(await screen.findByText(/^Appeal received on /)).toBeTruthy();
    expect(screen.queryByTestId("appeal-form")).toBeNull();
    unmount();

    latest = { ...received, status: "kept", response: "The reports were confirmed.", decidedAt: "2026-11-22T12:00:00.000Z" };
    renderWithProviders(<BannedScreen email="nova@example.test" ban={ban} />);
    expect(await screen.findByText(/^Your appeal was not accepted/)).toBeTruthy();
    expect(screen.getByText("The reports were confirmed.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send a new appeal" }));
    expect(screen.getByTestId("appeal-form")).toBeTruthy();
  });

  it("treats an appeal decided before this suspension began as about an earlier one", async () => {
    latest = { ...received, status: "lifted", response: "Sorry about that.", decidedAt: "2026-10-01T12:00:00.000Z" };
    renderWithProviders(<BannedScreen email="nova@example.test" ban={ban} />);
    expect(await screen.findByTestId("appeal-form")).toBeTruthy();
    expect(screen.queryByText("Sorry about that.")).toBeNull();
  });
});
