import { platforms } from "@unleak/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPlatformIcons, platformIconUrl } from "@/lib/platform-icon-source";
import { PlatformList } from "./platform-list";

const onlyfansLogo = "/files/logos/onlyfans.png?expires=1&signature=s";

/** Pictures "load" at once, as a stored logo would. */
class LoadingImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_url: string) {
    queueMicrotask(() => this.onload?.());
  }
}

/** Resolves when the icon of every platform has been looked up (the picker's lookups are shared). */
const everyLookup = () => Promise.all(platforms.map((platform) => platformIconUrl(platform.id)));

describe("platform icons in the picker", () => {
  beforeEach(() => {
    forgetPlatformIcons();
    vi.spyOn(Math, "random").mockReturnValue(0);
    vi.stubGlobal("Image", LoadingImage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks once which logos are stored, and never for a platform without one", async () => {
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === "/api/platform-logos" ? Response.json({ logos: { "onlyfans.png": onlyfansLogo } }) : new Response(null, { status: 404 }),
    );
    vi.stubGlobal("fetch", fetch);
    const { container } = render(<PlatformList available={platforms} selected={[]} onChoose={() => undefined} />);

    await waitFor(() => expect(container.querySelector(`img[src="${onlyfansLogo}"]`)).not.toBeNull());
    await everyLookup();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(["/api/platform-logos"]);
    // Every other platform keeps its letter: nothing was asked for it, so nothing answered 404.
    expect(screen.getAllByTestId("platform-icon-placeholder")).toHaveLength(platforms.length - 1);
  });

  it("draws letters for every platform when no logo is stored, after one request", async () => {
    const fetch = vi.fn(async () => Response.json({ logos: {} }));
    vi.stubGlobal("fetch", fetch);
    render(<PlatformList available={platforms} selected={[]} onChoose={() => undefined} />);
    expect(await everyLookup()).toEqual(platforms.map(() => null));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId("platform-icon-placeholder")).toHaveLength(platforms.length);
  });
});
