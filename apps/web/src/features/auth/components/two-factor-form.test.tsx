import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { TwoFactorForm } from "./two-factor-form";

const twoFactor = vi.hoisted(() => ({ verifyTotp: vi.fn(), verifyBackupCode: vi.fn() }));
vi.mock("@/lib/auth-client", () => ({ authClient: { twoFactor } }));

describe("TwoFactorForm", () => {
  afterEach(() => vi.clearAllMocks());

  it("signs in with a recovery code instead of the app's code", async () => {
    twoFactor.verifyBackupCode.mockResolvedValue({ data: { token: "t" }, error: null });
    const onVerified = vi.fn();
    renderWithProviders(<TwoFactorForm onVerified={onVerified} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    fireEvent.change(screen.getByLabelText("Recovery code"), { target: { value: " AbCdE-12345 " } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(twoFactor.verifyBackupCode).toHaveBeenCalledWith({ code: "AbCdE-12345" });
    expect(twoFactor.verifyTotp).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong recovery code and can go back to the app's code", async () => {
    twoFactor.verifyBackupCode.mockResolvedValue({ data: null, error: { code: "INVALID_BACKUP_CODE", message: "The backup code is not valid.", status: 401 } });
    renderWithProviders(<TwoFactorForm onVerified={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    fireEvent.change(screen.getByLabelText("Recovery code"), { target: { value: "wrong-code" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("The backup code is not valid.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use the code from the authenticator app" }));
    expect(screen.getByLabelText("Authentication code")).toBeTruthy();
  });
});
