import { maxPlatforms, platforms, type PlatformSelection } from "@unleak/contracts";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlatformLinksEditor } from "./platform-links-editor";

function Harness({ initial = [] as PlatformSelection[] }) {
  const [selections, setSelections] = useState(initial);
  return <PlatformLinksEditor available={platforms} selections={selections} onChange={setSelections} />;
}

function choose(label: string) {
  fireEvent.click(screen.getByTestId("platform-picker-trigger"));
  fireEvent.click(screen.getByRole("button", { name: label }));
}

describe("PlatformLinksEditor", () => {
  beforeEach(() => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    vi.stubGlobal("fetch", async () => new Response(null, { status: 404 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts empty, adds a platform, focuses its field and normalises the username", () => {
    render(<Harness />);
    expect(screen.getByTestId("platform-empty").textContent).toBe("Choose platforms to get started");
    choose("OnlyFans");
    const field = screen.getByLabelText("OnlyFans username");
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: " @NovaQuill " } });
    expect((field as HTMLInputElement).value).toBe("novaquill");
    expect(screen.getByTestId("platform-preview").textContent).toBe("https://onlyfans.com/novaquill");
  });

  it("shows the username message at once and clears it when the platform is removed", () => {
    render(<Harness initial={[{ platformId: "tiktok", username: "" }]} />);
    fireEvent.change(screen.getByLabelText("TikTok username"), { target: { value: "nova!" } });
    expect(screen.getByText("Only letters, numbers, _ . - allowed")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove TikTok" }));
    expect(screen.queryByText("Only letters, numbers, _ . - allowed")).toBeNull();
  });

  it("asks for http:// or https:// once the custom URL field is left", () => {
    render(<Harness initial={[{ platformId: "custom", username: "" }]} />);
    const field = screen.getByLabelText("Full URL");
    fireEvent.change(field, { target: { value: "nova.example" } });
    expect(screen.queryByText("URL must start with http:// or https://")).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText("URL must start with http:// or https://")).toBeTruthy();
  });

  it(`stops at ${maxPlatforms} platforms and Reset clears everything`, () => {
    const ten = platforms.slice(0, maxPlatforms).map((platform) => ({ platformId: platform.id, username: "" }));
    render(<Harness initial={ten} />);
    expect(screen.getByTestId("platform-limit").textContent).toBe("Maximum of 10 platforms reached.");
    expect((screen.getByTestId("platform-picker-trigger") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByTestId("platform-empty")).toBeTruthy();
    expect((screen.getByTestId("platform-picker-trigger") as HTMLButtonElement).disabled).toBe(false);
  });
});
