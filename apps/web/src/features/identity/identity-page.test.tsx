import type { IdentityVerification } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { IdentityPage } from "./identity-page";

const notStarted: IdentityVerification = { status: "not_started", documentType: null, submittedAt: null, reviewedAt: null, rejectionReason: null, documentsDeletedAt: null };
const picture = (name: string, bytes = 2048, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });

type Answer = { status: number; body: unknown };
let getAnswer: IdentityVerification;
let postAnswer: Answer;
const posted: FormData[] = [];

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith("/api/identity-verification")) return Promise.resolve(new Response("{}", { status: 404 }));
  if (init?.method === "POST") {
    posted.push(init.body as FormData);
    return Promise.resolve(new Response(JSON.stringify(postAnswer.body), { status: postAnswer.status, headers: { "Content-Type": "application/json" } }));
  }
  return Promise.resolve(new Response(JSON.stringify(getAnswer), { status: 200, headers: { "Content-Type": "application/json" } }));
}

const choose = (field: string, file: File) => fireEvent.change(within(screen.getByTestId(`identity-${field}`)).getByLabelText(/Choose a file/), { target: { files: [file] } });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Submit for review" }));

describe("the /verify-identity page", () => {
  beforeEach(() => {
    getAnswer = notStarted;
    postAnswer = { status: 201, body: { ...notStarted, status: "pending", documentType: "id_card", submittedAt: "2026-11-24T10:00:00.000Z" } };
    posted.length = 0;
    vi.stubGlobal("fetch", vi.fn(fakeServer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("names each missing choice and picture, and sends nothing", async () => {
    renderWithProviders(<IdentityPage />);
    await screen.findByTestId("identity-form");
    submit();
    expect(screen.getByText("Please choose the type of document")).toBeTruthy();
    expect(within(screen.getByTestId("identity-front")).getByText("Please add this picture")).toBeTruthy();
    expect(within(screen.getByTestId("identity-selfie")).getByText("Please add this picture")).toBeTruthy();
    expect(screen.queryByTestId("identity-back")).toBeNull();

    fireEvent.click(screen.getByLabelText("ID card"));
    submit();
    expect(within(screen.getByTestId("identity-back")).getByText("Please add this picture")).toBeTruthy();
    expect(screen.queryByText("Please choose the type of document")).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it("refuses a file that is no picture and one over the size limit as soon as they are chosen", async () => {
    renderWithProviders(<IdentityPage />);
    await screen.findByTestId("identity-form");
    choose("front", picture("passport.pdf", 1000, "application/pdf"));
    expect(within(screen.getByTestId("identity-front")).getByText(/This file is not a picture/)).toBeTruthy();
    choose("selfie", picture("huge.jpg", 16 * 1024 * 1024));
    expect(within(screen.getByTestId("identity-selfie")).getByText("This picture is larger than 15 MB.")).toBeTruthy();
    choose("front", picture("front.jpg"));
    expect(within(screen.getByTestId("identity-front")).queryByText(/not a picture/)).toBeNull();
    expect((await screen.findByAltText("Preview: Front of the document")).getAttribute("src")).toMatch(/^data:image\/jpeg;base64,/);
  });

  it("offers the camera: the back one for the document, the front one for the selfie", async () => {
    renderWithProviders(<IdentityPage />);
    await screen.findByTestId("identity-form");
    const camera = (field: string) => within(screen.getByTestId(`identity-${field}`)).getByLabelText(/Use the camera/);
    expect([camera("front").getAttribute("capture"), camera("front").getAttribute("accept")]).toEqual(["environment", "image/*"]);
    expect(camera("selfie").getAttribute("capture")).toBe("user");
  });

  it("uploads the pictures the document needs and then shows what happens next", async () => {
    renderWithProviders(<IdentityPage />);
    await screen.findByTestId("identity-form");
    fireEvent.click(screen.getByLabelText("ID card"));
    choose("front", picture("front.jpg"));
    choose("back", picture("back.jpg"));
    choose("selfie", picture("me.jpg"));
    submit();
    expect((await screen.findByTestId("identity-status")).getAttribute("data-status")).toBe("pending");
    expect(screen.getByText("This usually takes a few working days.")).toBeTruthy();
    expect([...posted[0]!.keys()]).toEqual(["documentType", "front", "back", "selfie"]);
    expect(posted[0]!.get("documentType")).toBe("id_card");
  });

  it("shows the server's refusal under the picture it names", async () => {
    postAnswer = { status: 413, body: { error: { code: "IMAGE_TOO_LARGE", message: "This picture has more than 50 megapixels. Please upload a smaller picture.", details: { field: "selfie", megapixels: 50 } } } };
    renderWithProviders(<IdentityPage />);
    await screen.findByTestId("identity-form");
    fireEvent.click(screen.getByLabelText("Passport"));
    choose("front", picture("front.jpg"));
    choose("selfie", picture("me.jpg"));
    submit();
    await waitFor(() => expect(within(screen.getByTestId("identity-selfie")).getByText(/more than 50 megapixels/)).toBeTruthy());
    expect([...posted[0]!.keys()]).toEqual(["documentType", "front", "selfie"]);
  });

  it("shows a rejection's reason and opens the form again on Submit again", async () => {
    getAnswer = { ...notStarted, status: "rejected", documentType: "passport", submittedAt: "2026-11-20T10:00:00.000Z", reviewedAt: "2026-11-21T10:00:00.000Z", rejectionReason: "The selfie is blurred." };
    renderWithProviders(<IdentityPage />);
    expect((await screen.findByTestId("identity-rejection-reason")).textContent).toBe("The selfie is blurred.");
    expect(screen.queryByTestId("identity-form")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Submit again" }));
    expect(screen.getByTestId("identity-form")).toBeTruthy();
  });
});
