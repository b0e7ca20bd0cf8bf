import type { FakeProfile } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { CHECK_POLL_MS, fakeProfilesPollMs } from "../api/get-fake-profiles";
import { listPage, profile, profileId, serveApi } from "../testing/fixtures";
import { FakeProfilesPage } from "./fake-profiles-page";

const impersonator = profile(1, {
  handle: "nova.quill_vip",
  score: 0.92,
  reasons: [
    { code: "avatar_match", weight: 0.5, params: { reference: 3, distance: 12 } },
    { code: "username_variant", weight: 0.3, params: { username: "nova.quill_vip", name: "novaquill", variant: "affix" } },
    { code: "posts_match", weight: 0.2, params: { count: 4, distance: 20 } },
    { code: "bio_leak_link", weight: 0.2, params: { host: "leaks.example" } },
  ],
});
const fanPage = profile(2, { handle: "novafans", score: 0.35, reasons: [{ code: "fan_page", weight: -0.4, params: { phrase: "fan page, not Nova" } }] });

const rows = () => screen.getAllByTestId("fake-profile-row");
const row = (n: number) => rows().find((each) => each.getAttribute("data-profile-id") === profileId(n))!;

describe("FakeProfilesPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the profiles in the server's order with their reasons as sentences, and marks high risk from the threshold", async () => {
    serveApi((key) => (key === "GET /api/fake-profiles" ? { body: listPage([impersonator, fanPage]) } : undefined));
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    await screen.findByTestId("fake-profile-list");
    expect(rows().map((each) => each.getAttribute("data-profile-id"))).toEqual([profileId(1), profileId(2)]);

    const first = within(row(1));
    expect(within(first.getByTestId("reason-list"))
      .getAllByRole("listitem")
      .map((item) => item.textContent)).toEqual([
      "Avatar matches your reference 3 at distance 12",
      "Username nova.quill_vip is your name novaquill with an affix",
      "4 posted pictures match your references (distance 20)",
      "Bio links to a known leak site (leaks.example)",
    ]);
    expect(first.getByTestId("risk-score").textContent).toBe("Risk 92%");
    expect(first.getByTestId("high-risk").textContent).toBe("High risk");
    const handle = first.getByRole("link", { name: "@nova.quill_vip" });
    expect(handle.getAttribute("href")).toBe("https://social.example/nova_1");
    expect(handle.getAttribute("target")).toBe("_blank");
    expect(handle.getAttribute("rel")).toBe("noopener noreferrer nofollow");

    const second = within(row(2));
    expect(second.getByText("Says it is a fan page (“fan page, not Nova”)")).toBeTruthy();
    expect(second.getByTestId("risk-score").textContent).toBe("Risk 35%");
    expect(second.queryByTestId("high-risk")).toBeNull();
  });

  it("filters by platform and by the statuses she can see, never by her verdicts", async () => {
    const calls = serveApi((key) => (key === "GET /api/fake-profiles" ? { body: listPage([impersonator]) } : undefined));
    const { router } = renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    await screen.findByTestId("fake-profile-list");
    const status = screen.getByLabelText("Status") as HTMLSelectElement;
    expect([...status.options].map((option) => option.value)).toEqual(["", "open", "reported", "self_report", "gone"]);
    expect([...(screen.getByLabelText("Platform") as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(["Any", "Social Example", "Fans Example"]);
    fireEvent.change(screen.getByLabelText("Platform"), { target: { value: "fans" } });
    fireEvent.change(status, { target: { value: "reported" } });
    await waitFor(() => expect(router.state.location.search).toBe("?site=fans&status=reported"));
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/fake-profiles?site=fans&status=reported&page=1&pageSize=25"));
  });

  it("says when none were found yet and that her plan checks only when she asks, linking the plans", async () => {
    serveApi((key) => (key === "GET /api/fake-profiles" ? { body: listPage([], { lastCheckAt: null }) } : undefined));
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    expect((await screen.findByTestId("fake-profiles-empty")).textContent).toContain("No fake profiles found yet.");
    expect(screen.getByTestId("last-check").textContent).toBe("Not checked yet");
    expect(screen.getByTestId("next-check").textContent).toContain("Your plan checks only when you ask.");
    expect(screen.getByRole("link", { name: "See the plans that monitor for you" }).getAttribute("href")).toBe("/subscription-plans");
    expect(screen.getByRole("button", { name: "Check now" })).toBeTruthy();
  });

  it("shows an error when the list cannot be loaded", async () => {
    serveApi((key) => (key === "GET /api/fake-profiles" ? { status: 400, body: { error: { code: "VALIDATION_FAILED", message: "bad" } } } : undefined));
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    expect((await screen.findByRole("alert")).textContent).toBe("The fake profiles could not be loaded.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("starts a check, then shows it running and asks every few seconds until it ends", async () => {
    let running = false;
    const calls = serveApi((key) => {
      if (key === "GET /api/fake-profiles") return { body: listPage([impersonator], { checkRunning: running, nextCheckAt: "2026-11-20T10:00:00.000Z" }) };
      if (key === "POST /api/fake-profiles/check") {
        running = true;
        return { status: 202, body: { queued: true } };
      }
      return undefined;
    });
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    expect((await screen.findByTestId("next-check")).textContent).toMatch(/^Monitoring checks again/);
    fireEvent.click(screen.getByRole("button", { name: "Check now" }));
    expect((await screen.findByTestId("check-running")).textContent).toContain("Looking for fake profiles now.");
    expect((screen.getByRole("button", { name: "Check now" }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/fake-profiles/check"]);
    expect(fakeProfilesPollMs(listPage([], { checkRunning: true }))).toBe(CHECK_POLL_MS);
    expect(fakeProfilesPollMs(listPage([]))).toBeGreaterThan(CHECK_POLL_MS);
  });

  it("shows the server's message when a check is already running", async () => {
    serveApi((key) => {
      if (key === "GET /api/fake-profiles") return { body: listPage([impersonator]) };
      if (key === "POST /api/fake-profiles/check")
        return { status: 409, body: { error: { code: "FAKE_PROFILE_CHECK_RUNNING", message: "A check for fake profiles is already running. Its results appear here when it ends." } } };
      return undefined;
    });
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    fireEvent.click(await screen.findByRole("button", { name: "Check now" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A check for fake profiles is already running. Its results appear here when it ends.");
  });

  it("takes a profile off the list once she says it is not her", async () => {
    let profiles: FakeProfile[] = [impersonator, fanPage];
    const success = vi.spyOn(toast, "success");
    const calls = serveApi((key, body) => {
      if (key === "GET /api/fake-profiles") return { body: listPage(profiles) };
      if (key === `POST /api/fake-profiles/${profileId(2)}/verdict`) {
        profiles = profiles.filter((each) => each.id !== profileId(2));
        return { body: { id: profileId(2), status: (body as { verdict: string }).verdict } };
      }
      return undefined;
    });
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    await screen.findByTestId("fake-profile-list");
    fireEvent.click(within(row(2)).getByRole("button", { name: "Not me" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0].getAttribute("data-profile-id")).toBe(profileId(1));
    expect(calls.find((call) => call.method === "POST")).toEqual({ method: "POST", url: `/api/fake-profiles/${profileId(2)}/verdict`, body: { verdict: "not_me" } });
    await waitFor(() => expect(success).toHaveBeenCalledWith("Marked as not you: it will not be shown again."));
    expect(screen.getByTestId("fake-profile-total").textContent).toBe("1 profile");
  });

  it("puts the profile back when the server refuses the verdict", async () => {
    const failure = vi.spyOn(toast, "error");
    serveApi((key) => {
      if (key === "GET /api/fake-profiles") return { body: listPage([impersonator]) };
      if (key === `POST /api/fake-profiles/${profileId(1)}/verdict`) return { status: 409, body: { error: { code: "FAKE_PROFILE_CLOSED", message: "This profile has already been reported or judged." } } };
      return undefined;
    });
    renderWithProviders(<FakeProfilesPage />, { path: "/fake-profiles" });
    await screen.findByTestId("fake-profile-list");
    fireEvent.click(within(row(1)).getByRole("button", { name: "My own account" }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith("This profile has already been reported or judged."));
    expect(rows()).toHaveLength(1);
  });
});
