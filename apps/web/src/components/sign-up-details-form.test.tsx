import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeCaptchaAnswer } from "@/testing/captcha-field-fake";
import { renderWithProviders } from "@/testing/render";
import { SignUpDetailsForm } from "./sign-up-details-form";

vi.mock("@/components/captcha-field", () => import("@/testing/captcha-field-fake"));

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submitButton = () => screen.getByRole("button", { name: "Create account" }) as HTMLButtonElement;

describe("SignUpDetailsForm", () => {
  it("keeps the button disabled until e-mail, name, password and the terms are set, then sends the solved bot check along", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignUpDetailsForm needsPassword busy={false} submitLabel="Create account" onSubmit={onSubmit} />);
    fill("E-mail", "Nova@Example.test");
    fill("Name", "Nova Quill");
    fill("Password", "Correct-horse-9");
    expect(submitButton().disabled).toBe(true);
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    fireEvent.click(screen.getByRole("checkbox"));
    expect(submitButton().disabled).toBe(false);
    fireEvent.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: "nova@example.test", name: "Nova Quill", password: "Correct-horse-9", captcha: fakeCaptchaAnswer }));
  });

  it("caps the name at 60 characters and refuses a password under 8", () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignUpDetailsForm needsPassword busy={false} submitLabel="Create account" onSubmit={onSubmit} />);
    fill("E-mail", "nova@example.test");
    fill("Name", "x".repeat(70));
    expect((screen.getByLabelText("Name", { exact: true }) as HTMLInputElement).value).toHaveLength(60);
    fill("Password", "abc");
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText("The password must be at least 8 characters long.")).toBeTruthy();
  });

  it("shows the server's reason under the password and the e-mail of an earlier step read-only", () => {
    renderWithProviders(
      <SignUpDetailsForm fixedEmail="nova@example.test" needsPassword busy={false} submitLabel="Create account" passwordError="This password is too common." onSubmit={vi.fn()} />,
    );
    expect((screen.getByLabelText("E-mail", { exact: true }) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText("This password is too common.")).toBeTruthy();
  });

  it("offers a phone number instead of the e-mail where allowed, and hands it over with the bot check", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<SignUpDetailsForm allowPhone needsPassword busy={false} submitLabel="Create account" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole("radio", { name: "Phone number" }));
    expect(screen.queryByLabelText("E-mail", { exact: true })).toBeNull();
    fill("Name", "Nova Quill");
    fill("Password", "Correct-horse-9");
    fireEvent.click(screen.getByRole("checkbox"));
    expect(submitButton().disabled).toBe(true); // no number yet
    fill("Phone number", " +49 151 2345 6789 ");
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: "", phoneNumber: "+49 151 2345 6789", name: "Nova Quill", password: "Correct-horse-9", captcha: fakeCaptchaAnswer }),
    );
  });

  it("has no phone switch where the e-mail was chosen earlier (onboarding)", () => {
    renderWithProviders(<SignUpDetailsForm fixedEmail="nova@example.test" needsPassword busy={false} submitLabel="Create account" onSubmit={vi.fn()} />);
    expect(screen.queryByRole("radio", { name: "Phone number" })).toBeNull();
  });
});
