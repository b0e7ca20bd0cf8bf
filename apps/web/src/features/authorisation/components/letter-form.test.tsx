// The letter form's messages as the creator meets them, in the spec's words. jsdom has no canvas,
// so the signature pad cannot start: the form says "Signature field not available" (a browser
// draws; the e2e test signs there).
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { LetterForm } from "./letter-form";

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign authorization" }));
const notice = () => screen.getByTestId("letter-form-notice").textContent;

describe("LetterForm", () => {
  // jsdom has no 2D canvas; say so quietly instead of its "not implemented" noise.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  });

  it("shows each message in turn as the fields are filled", () => {
    renderWithProviders(<LetterForm signedIn />);
    submit();
    expect(notice()).toBe("Please enter your full name");
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "Nova Quill" } });
    submit();
    expect(notice()).toBe("Please describe the content to be protected");
    fireEvent.change(screen.getByLabelText(/Protected content description/), { target: { value: "My photos and videos" } });
    submit();
    expect(notice()).toBe("Signature field not available");
  });

  it("tells a signed-out visitor to log in", () => {
    renderWithProviders(<LetterForm signedIn={false} />);
    submit();
    expect(notice()).toBe("You must be logged in");
  });
});
