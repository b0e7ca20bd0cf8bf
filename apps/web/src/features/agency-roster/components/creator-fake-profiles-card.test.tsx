// A roster creator's fake profiles on her agency's page: in the server's order (highest risk first),
// each linking out without referrer or endorsement; "Check now" for owners and managers only. app/
// passes the fake-profiles feature's reasons and risk badges (agency-creator.test.tsx reads them as
// sentences); plain parts show here what the card hands them.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { creatorId, fakeApi, fakeProfile, fakeProfilePage, me } from "../testing/fake-api";
import { plainFakeProfileParts as parts } from "../testing/fake-profile-parts";
import { CreatorFakeProfilesCard } from "./creator-fake-profiles-card";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const base = `/api/agency/creators/${creatorId}/fake-profiles`;
const high = fakeProfile(1, { score: 0.92, reasons: [{ code: "avatar_match", weight: 0.6, params: { reference: 1, distance: 8 } }] });
const low = fakeProfile(2, { score: 0.3, status: "reported", siteName: "Fanhub", handle: "nova.fan" });

function renderCard(mayManage: boolean) {
  return renderWithProviders(<CreatorFakeProfilesCard creatorId={creatorId} mayManage={mayManage} parts={parts} />);
}

describe("CreatorFakeProfilesCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists her profiles in the server's order with platform, handle, risk, status and reasons", async () => {
    fakeApi({ "GET /api/me": { body: me("viewer") }, [`GET ${base}`]: { body: fakeProfilePage([high, low]) } });
    renderCard(false);
    const rows = await screen.findAllByTestId("creator-fake-profile");
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual(["@n0vaquill1", "@nova.fan"]);
    const link = within(rows[0]!).getByRole("link");
    expect(link.getAttribute("href")).toBe(high.url);
    expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(rows[0]!.textContent).toContain("Snapgram");
    expect(within(rows[0]!).getByTestId("risk").textContent).toBe("0.92 of 0.6");
    expect(within(rows[0]!).getByTestId("reasons").textContent).toBe("avatar_match");
    expect(within(rows[0]!).getByTestId("creator-fake-profile-status").textContent).toBe("Open");
    expect(within(rows[1]!).getByTestId("creator-fake-profile-status").textContent).toBe("Reported");
    // A viewer reads but does not ask for a check.
    expect(screen.queryByRole("button", { name: "Check now" })).toBeNull();
  });

  it("lets an owner or manager ask for a check, and says while one runs", async () => {
    let running = false;
    const api = fakeApi({
      "GET /api/me": { body: me("manager") },
      [`GET ${base}`]: () => ({ body: fakeProfilePage([], { checkRunning: running }) }),
      [`POST ${base}/check`]: () => {
        running = true;
        return { status: 202, body: { queued: true } };
      },
    });
    renderCard(true);
    expect(await screen.findByText("No fake profiles found yet.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Check now" }));
    await waitFor(() => expect(api.sent("POST", `${base}/check`)).toHaveLength(1));
    const button = (await screen.findByRole("button", { name: "Check running..." })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("says when her profiles could not be loaded", async () => {
    fakeApi({ "GET /api/me": { body: me("owner") }, [`GET ${base}`]: { status: 403, body: { error: { code: "FORBIDDEN", message: "Not allowed." } } } });
    renderCard(true);
    expect((await screen.findByTestId("creator-fake-profiles-error")).textContent).toBe("Her fake profiles could not be loaded: Not allowed.");
  });
});
