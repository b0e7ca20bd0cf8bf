// The leak page's evidence pack link: a download of the leak's ZIP, labelled in the user's language.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { leakId } from "../testing/fixtures";
import { EvidencePackLink } from "./evidence-pack-link";

describe("EvidencePackLink", () => {
  it("links to the leak's evidence pack as a download", () => {
    renderWithProviders(<EvidencePackLink leakId={leakId(1)} />);
    const link = screen.getByRole("link", { name: "Download evidence pack" });
    expect(link.getAttribute("href")).toBe(`/api/leaks/${leakId(1)}/evidence-pack.zip`);
    expect(link.hasAttribute("download")).toBe(true);
  });
});
