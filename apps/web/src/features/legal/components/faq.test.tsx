import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { siteInfoWith } from "../testing/site-info-fixture";
import { Faq } from "./faq";

const questions = () => screen.getAllByTestId("faq-entry").map((entry) => within(entry).getByRole("button").textContent);

describe("Faq", () => {
  beforeEach(() => {
    vi.stubGlobal("fetch", stubFetch({ "/api/site-info": siteInfoWith({ limits: { visitorScansPerDay: 7, billingGraceDays: 9 } }) }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("groups every question by topic, answers closed until opened", async () => {
    renderWithProviders(<Faq />, { path: "/faq" });
    expect(await screen.findByRole("heading", { level: 2, name: "Removal" })).toBeTruthy();
    for (const topic of ["Scanning", "Matching", "Authorisation", "Plans and billing", "Privacy", "Agencies", "Fake profiles", "Affiliate programme"]) {
      expect(screen.getByRole("heading", { level: 2, name: topic })).toBeTruthy();
    }
    const question = screen.getByRole("button", { name: "Is content that disappeared from Google removed?" });
    expect(question.getAttribute("aria-expanded")).toBe("false");
    const answer = document.getElementById(question.getAttribute("aria-controls")!)!;
    expect(answer.hidden).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute("aria-expanded")).toBe("true");
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toContain("Delisted is not removed");
  });

  it("filters questions and answers as one types, keeps the query in the address and quotes the configured figures", async () => {
    const { router } = renderWithProviders(<Faq />, { path: "/faq" });
    const search = await screen.findByRole("searchbox", { name: "Search the questions" });
    const all = questions().length;

    fireEvent.change(search, { target: { value: "delisted" } });
    expect(router.state.location.search).toBe("?q=delisted");
    expect(questions()).toEqual(["Is content that disappeared from Google removed?"]);
    expect(screen.queryByRole("heading", { level: 2, name: "Agencies" })).toBeNull();

    // A word found only in an answer finds its question too.
    fireEvent.change(search, { target: { value: "refunded" } });
    expect(questions()).toEqual(["When is my commission paid out?"]);

    fireEvent.change(search, { target: { value: "INSTANT scan" } });
    expect(questions()).toContain("What is the difference between the instant scan and the full scan?");
    // While searching, the answers show open, with the figure from the configuration.
    expect(screen.getByRole("region", { name: "What is the difference between the instant scan and the full scan?" }).textContent).toContain("7 times a day");

    fireEvent.change(search, { target: { value: "zzz-nothing" } });
    expect(screen.queryAllByTestId("faq-entry")).toHaveLength(0);
    expect(screen.getByTestId("faq-result-count").textContent).toBe('No question matches "zzz-nothing".');

    fireEvent.change(search, { target: { value: "" } });
    expect(router.state.location.search).toBe("");
    expect(questions()).toHaveLength(all);
  });

  it("opens with the search from the address", async () => {
    renderWithProviders(<Faq />, { path: "/faq?q=payout" });
    expect(await screen.findByRole("button", { name: "When is my commission paid out?" })).toBeTruthy();
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("payout");
    expect(questions().every((q) => q !== "Which sites are searched?")).toBe(true);
  });
});
