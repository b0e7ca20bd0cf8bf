import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { LoginForm } from "./login-form";

const signIn = vi.hoisted(() => ({ email: vi.fn(), phoneNumber: vi.fn() }));
vi.mock("@/lib/auth-client", () => ({ authClient: { signIn } }));

describe("LoginForm", () => {
  afterEach(() => vi.clearAllMocks());

  it("switches to the phone number and signs in with phone + password", async () => {
    signIn.phoneNumber.mockResolvedValue({ data: { token: "t" }, error: null });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onTwoFactorRequired={vi.fn()} />);
    expect(screen.getByLabelText("E-mail")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Phone number" }));
    expect(screen.queryByLabelText("E-mail")).toBeNull();
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: " +49 151 2345 6789 " } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Correct-horse-9" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signIn.phoneNumber).toHaveBeenCalledWith({ phoneNumber: "+49 151 2345 6789", password: "Correct-horse-9" });
    expect(signIn.email).not.toHaveBeenCalled();
  });

  it("asks for the phone number, and shows the server's message for a wrong one", async () => {
    signIn.phoneNumber.mockResolvedValue({ data: null, error: { code: "INVALID_PHONE_NUMBER_OR_PASSWORD", message: "Invalid phone number or password.", status: 401 } });
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} onTwoFactorRequired={vi.fn()} />);
    fireEvent.click(screen.getByRole("radio", { name: "Phone number" }));
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Correct-horse-9" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter your phone number.")).toBeTruthy();
    expect(signIn.phoneNumber).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "+4915123456789" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid phone number or password.")).toBeTruthy();
  });

  it("still signs in with e-mail by default", async () => {
    signIn.email.mockResolvedValue({ data: { token: "t" }, error: null });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} onTwoFactorRequired={vi.fn()} />);
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "nova@example.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Correct-horse-9" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(signIn.email).toHaveBeenCalledWith(expect.objectContaining({ email: "nova@example.test", password: "Correct-horse-9" }));
  });
});
