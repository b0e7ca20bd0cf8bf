import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AppErrorBoundary } from "./app-error-boundary";

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error("Boom in the dashboard");
  return <p>Dashboard is fine</p>;
}

function Harness({ reload }: { reload: () => void }) {
  return (
    <AppErrorBoundary reload={reload}>
      <Fragile />
    </AppErrorBoundary>
  );
}

describe("AppErrorBoundary", () => {
  const fetchMock = vi.fn(async () => new Response(null, { status: 201 }));

  beforeEach(() => {
    shouldThrow = true;
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockClear();
  });

  it("shows the crash screen with the technical details and reports the crash", async () => {
    render(<Harness reload={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Technical Details" }));
    expect(screen.getByText(/Boom in the dashboard/)).toBeTruthy();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/debug-logs");
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ action: "crash", tableName: "client", data: { message: "Boom in the dashboard" } });
    expect(typeof body.data.userAgent).toBe("string");
  });

  it("Try Again clears the error and renders the app again", () => {
    render(<Harness reload={vi.fn()} />);
    shouldThrow = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Dashboard is fine")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("Reload Page clears exactly the cached subscription and admin entries, then reloads", () => {
    const reload = vi.fn();
    for (const key of ["subscriptionCache", "subscriptionStatus", "adminSession", "language", "sidebarCollapsed"]) {
      window.localStorage.setItem(key, "x");
    }
    render(<Harness reload={reload} />);
    fireEvent.click(screen.getByRole("button", { name: "Reload Page" }));

    expect(reload).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem("subscriptionCache")).toBeNull();
    expect(window.localStorage.getItem("subscriptionStatus")).toBeNull();
    expect(window.localStorage.getItem("adminSession")).toBeNull();
    expect(window.localStorage.getItem("language")).toBe("x");
    expect(window.localStorage.getItem("sidebarCollapsed")).toBe("x");
  });
});
