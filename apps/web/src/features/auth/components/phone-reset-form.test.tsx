import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ForgotPasswordForm } from "./forgot-password-form";

const phoneNumber = vi.hoisted(() => ({ requestPasswordReset: vi.fn(), resetPassword: vi.fn() }));
vi.mock("@/lib/auth-client", () => ({ authClient: { phoneNumber, requestPasswordReset: vi.fn() } }));

describe("ForgotPasswordForm by phone", () => {
  afterEach(() => vi.clearAllMocks());

  it("sends a code to the number, then sets the new password with it", async () => {
    phoneNumber.requestPasswordReset.mockResolvedValue({ data: { status: true }, error: null });
    phoneNumber.resetPassword.mockResolvedValueOnce({ data: null, error: { code: "INVALID_OTP", message: "The code is not correct.", status: 400 } });
    phoneNumber.resetPassword.mockResolvedValueOnce({ data: { status: true }, error: null });
    renderWithProviders(<ForgotPasswordForm />);
    fireEvent.click(screen.getByRole("radio", { name: "Phone number" }));
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "+49 151 2345 6789" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code by SMS" }));
    expect(await screen.findByText(/If \+49 151 2345 6789 belongs to an account/)).toBeTruthy();
    expect(phoneNumber.requestPasswordReset).toHaveBeenCalledWith({ phoneNumber: "+49 151 2345 6789" });

    fireEvent.change(screen.getByLabelText("Code from the SMS"), { target: { value: "123456" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "Fresh-horse-42" } });
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByText("The code is not correct.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    expect(await screen.findByTestId("phone-reset-done")).toBeTruthy();
    await waitFor(() => expect(phoneNumber.resetPassword).toHaveBeenLastCalledWith({ phoneNumber: "+49 151 2345 6789", otp: "123456", newPassword: "Fresh-horse-42" }));
  });
});
