// The reverse image finder (issue 18): after her full scan has filled the index of seen pictures,
// a creator uploads a leaked copy of her picture and sees the page that carries it; she adds it as a
// leak. A visitor searching the same copy sees the site without its address, and a call to sign up.
import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { demoCreatorPictures as pictures, runFullScan, signUpAndVerify, uniqueEmail } from "./support";

/** A picture from the sandbox web, whose sites are names under .localhost on the loopback. */
function sandboxPicture(url: string): Promise<Buffer> {
  const { hostname, port, pathname, search } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path: pathname + search, headers: { host: `${hostname}:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: ${response.statusCode}`))));
    });
    request.on("error", reject);
    request.end();
  });
}

test("a creator uploads a leaked copy of her picture and sees the page that carries it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signUpAndVerify(page, { name: "Nova Quill", email: uniqueEmail("finder") });
  await page.goto("/fullreport");
  await page.getByTestId("reference-input").setInputFiles(pictures);
  await expect(page.getByTestId("reference-item")).toHaveCount(pictures.length, { timeout: 30_000 });
  await runFullScan(page, "Run a full scan");

  // A page the scan found carrying her picture, and the copy it shows.
  const { leaks } = (await (await page.request.get("/api/leaks?pageSize=100&quality=exact")).json()) as { leaks: Array<{ id: string; kind: string; url: string }> };
  const leak = leaks.find((candidate) => candidate.kind === "picture")!;
  expect(leak).toBeTruthy();
  const detail = (await (await page.request.get(`/api/leaks/${leak.id}`)).json()) as { evidence: { mediaUrls?: string[] } };
  const copy = await sandboxPicture(detail.evidence.mediaUrls![0]!);

  await page.goto("/reverse-image-finder");
  await expect(page.getByRole("heading", { name: "Reverse Image Finder" })).toBeVisible();
  await page.getByTestId("picture-file").setInputFiles({ name: "found.jpg", mimeType: "image/jpeg", buffer: copy });
  const results = page.getByTestId("reverse-image-results");
  await expect(results).toBeVisible({ timeout: 30_000 });
  const card = results.getByTestId("reverse-image-result").filter({ has: page.locator(`a[href="${leak.url}"]`) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Exact match")).toBeVisible();
  await expect(card.getByRole("img", { name: /^Picture found on / })).toBeVisible();
  await expect(results).toContainText("Searched in our own index only.");

  // Already her leak: adding it again keeps the one she has.
  await card.getByRole("button", { name: "Add as a leak" }).click();
  await expect(card.getByText("Added to your leaks.")).toBeVisible();
  await card.getByRole("link", { name: "View leak" }).click();
  await expect(page).toHaveURL(new RegExp(`/leaks/${leak.id}$`));

  // A visitor sees where, not the address, and is asked to sign up.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/reverse-image-finder");
  await visitor.getByTestId("picture-file").setInputFiles({ name: "found.jpg", mimeType: "image/jpeg", buffer: copy });
  await expect(visitor.getByTestId("reverse-image-sign-up")).toBeVisible({ timeout: 30_000 });
  await expect(visitor.getByTestId("reverse-image-result").first()).toBeVisible();
  await expect(visitor.locator(`a[href="${leak.url}"]`)).toHaveCount(0);
  await expect(visitor.getByRole("button", { name: "Add as a leak" })).toHaveCount(0);
});
