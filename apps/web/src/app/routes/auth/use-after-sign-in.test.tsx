import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useReturnPath } from "./use-after-sign-in";

function ReturnPath() {
  return <p>{useReturnPath()}</p>;
}

const returnPathFor = (from: unknown) => {
  const router = createMemoryRouter([{ path: "/login", element: <ReturnPath /> }], { initialEntries: [{ pathname: "/login", state: { from } }] });
  const { unmount } = render(<RouterProvider router={router} />);
  const path = screen.getByRole("paragraph").textContent;
  unmount();
  return path;
};

describe("the page a sign-in returns to", () => {
  it("is the page of this site the user came for", () => {
    expect(returnPathFor("/agency/apply")).toBe("/agency/apply");
    expect(returnPathFor("/agency/join?token=abc")).toBe("/agency/join?token=abc");
  });

  it("is the dashboard for anything that would leave the site, or nothing", () => {
    for (const from of ["//evil.example/agency", "/\\evil.example", "https://evil.example", "agency", undefined]) expect(returnPathFor(from)).toBe("/dashboard");
  });
});
