import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { RejectIdentityDialog } from "./reject-identity-dialog";

function open(onReject = vi.fn(), onCancel = vi.fn()) {
  renderWithProviders(<RejectIdentityDialog name="Nova Quill" open pending={false} onReject={onReject} onCancel={onCancel} />);
  return { onReject, onCancel, reason: screen.getByLabelText("Reason"), reject: screen.getByRole("button", { name: "Reject" }) };
}

describe("RejectIdentityDialog", () => {
  it("names whose verification is rejected and asks for the reason", () => {
    open();
    expect(screen.getByRole("dialog", { name: "Reject the verification of Nova Quill" })).toBeTruthy();
  });

  it("refuses an empty or blank reason and sends nothing", () => {
    const { onReject, reason, reject } = open();
    fireEvent.click(reject);
    expect(screen.getByText("Please give a reason.")).toBeTruthy();
    fireEvent.change(reason, { target: { value: "   " } });
    fireEvent.click(reject);
    expect(screen.getByText("Please give a reason.")).toBeTruthy();
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(onReject).not.toHaveBeenCalled();
  });

  it("refuses a reason longer than 500 characters", () => {
    const { onReject, reason, reject } = open();
    fireEvent.change(reason, { target: { value: "x".repeat(501) } });
    fireEvent.click(reject);
    expect(screen.getByText("Please keep the reason to 500 characters.")).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
  });

  it("sends the trimmed reason", () => {
    const { onReject, reason, reject } = open();
    fireEvent.change(reason, { target: { value: "  The photo of the ID is blurred.  " } });
    fireEvent.click(reject);
    expect(onReject).toHaveBeenCalledWith("The photo of the ID is blurred.");
    expect(screen.queryByText("Please give a reason.")).toBeNull();
  });

  it("cancels without rejecting", () => {
    const { onReject, onCancel } = open();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
    expect(onReject).not.toHaveBeenCalled();
  });
});
