import type { ReverseImageResult, ReverseImageSearch } from "@unleak/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ReverseImageFinder } from "./reverse-image-finder";

const result: ReverseImageResult = {
  id: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c",
  source: "index",
  siteName: "Leakedpics",
  pageUrl: "https://leakedpics.example/leaks/nova-1",
  pageTitle: "Nova Quill full set",
  mediaUrl: "https://leakedpics.example/media/1.jpg",
  distance: 2,
  quality: "exact",
  thumbnailUrl: "/files/evidence/seen/abc.jpg?sig=1",
  firstSeenAt: "2026-11-20T10:00:00.000Z",
  lastSeenAt: "2026-11-24T10:00:00.000Z",
};
const preview: ReverseImageResult = { ...result, id: null, pageUrl: null, pageTitle: null, mediaUrl: null, thumbnailUrl: null };

type Answer = { status: number; body: unknown };
let searchAnswer: Answer;
const requests: Array<{ url: string; init?: RequestInit }> = [];

function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  requests.push({ url, init });
  const answer: Answer = url.startsWith("/api/reverse-image-searches/leaks")
    ? { status: 200, body: { added: true, leakId: "7c1e2f3a-1111-4222-8333-944455556666", reason: null } }
    : url.startsWith("/api/reverse-image-searches")
      ? searchAnswer
      : { status: 404, body: { error: { code: "NOT_FOUND", message: "" } } };
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } }));
}

const full = (results: ReverseImageResult[]): ReverseImageSearch => ({ scope: "full", providers: [], total: results.length, results });
const choosePicture = () => fireEvent.change(screen.getByTestId("picture-file"), { target: { files: [new File([new Uint8Array(64)], "copy.jpg", { type: "image/jpeg" })] } });

describe("the reverse image finder", () => {
  beforeEach(() => {
    requests.length = 0;
    searchAnswer = { status: 200, body: full([result]) };
    vi.stubGlobal("fetch", vi.fn(fakeServer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("uploads the chosen picture and shows the page that carries it, with its grade and the actions", async () => {
    renderWithProviders(<ReverseImageFinder />);
    choosePicture();
    const card = await screen.findByTestId("reverse-image-result");
    expect(requests[0]!.url).toBe("/api/reverse-image-searches");
    expect((requests[0]!.init!.body as FormData).get("file")).toBeInstanceOf(File);
    expect(within(card).getByTestId("result-page").getAttribute("href")).toBe(result.pageUrl);
    expect(within(card).getByText("Exact match")).toBeTruthy();
    expect(within(card).getByText(/Distance 2/)).toBeTruthy();
    expect(screen.getByText("Searched in our own index only.")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Add as reference" })).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Add as a leak" }));
    expect(await within(card).findByText("Added to your leaks.")).toBeTruthy();
    const sent = JSON.parse(String(requests.find((request) => request.url === "/api/reverse-image-searches/leaks")!.init!.body));
    expect(sent).toMatchObject({ pageUrl: result.pageUrl, mediaUrl: result.mediaUrl, quality: "exact", distance: 2 });
  });

  it("shows a visitor the sites without addresses, and asks them to sign up", async () => {
    searchAnswer = { status: 200, body: { scope: "preview", providers: [], total: 1, results: [preview] } satisfies ReverseImageSearch };
    renderWithProviders(<ReverseImageFinder />);
    choosePicture();
    const card = await screen.findByTestId("reverse-image-result");
    expect(within(card).getByText("Leakedpics")).toBeTruthy();
    expect(within(card).queryByTestId("result-page")).toBeNull();
    expect(within(card).queryByRole("button")).toBeNull();
    expect(within(screen.getByTestId("reverse-image-sign-up")).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/register");
  });

  it("says so when nothing carries the picture", async () => {
    searchAnswer = { status: 200, body: full([]) };
    renderWithProviders(<ReverseImageFinder />);
    choosePicture();
    expect(await screen.findByText("No matches in our index or the providers.")).toBeTruthy();
  });

  it("searches an address and shows the server's refusal as it is", async () => {
    searchAnswer = { status: 422, body: { error: { code: "IMAGE_URL_REFUSED", message: "This image address cannot be fetched: only public web addresses are allowed." } } };
    renderWithProviders(<ReverseImageFinder />);
    fireEvent.change(screen.getByLabelText("Image address"), { target: { value: "http://127.0.0.1/a.jpg" } });
    fireEvent.click(screen.getByRole("button", { name: "Search this address" }));
    expect(await screen.findByText("This image address cannot be fetched: only public web addresses are allowed.")).toBeTruthy();
    expect(requests[0]!.url).toBe("/api/reverse-image-searches/by-url");
    expect(JSON.parse(String(requests[0]!.init!.body))).toEqual({ imageUrl: "http://127.0.0.1/a.jpg" });
  });
});
