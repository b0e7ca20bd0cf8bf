// Live notifications (issue 15) in Chromium: a notification inserted into the database for a
// signed-in creator appears in her open page without a reload, with its toast, and the bell's
// badge follows, within the 2 seconds of the insert once the page's stream is open; a global
// one is marked read for her and the badge clears, also after a reload.
// The rows are inserted by this test, as another process would, so the app runs on PostgreSQL
// (LISTEN/NOTIFY across processes): this spec starts its own server on a throwaway database and
// is skipped when no PostgreSQL server answers, like the integration tests on PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { password, signIn, uniqueEmail } from "./support";

const serverUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `unleak_e2e_live_${randomBytes(5).toString("hex")}`;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

let app: ChildProcess | undefined;
let db: pg.Client | undefined;
let baseURL = "";
let context: BrowserContext;
let page: Page;
let userId = "";

test.describe("live notifications", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ browser }) => {
    test.skip(!(await postgresAnswers()), "no PostgreSQL server answers");
    test.setTimeout(180_000);
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    // The same settings as the suite's server (scripts/e2e-server.sh), on PostgreSQL, without jobs.
    app = spawn("bash", ["scripts/e2e-server.sh", String(port)], {
      env: { ...process.env, DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: randomBytes(24).toString("hex"), FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex"), RUN_WORKER: "false" },
      stdio: "ignore",
    });
    await expect.poll(() => fetch(`${baseURL}/version.json`).then((r) => r.status, () => 0), { timeout: 90_000 }).toBe(200);
    db = new pg.Client({ connectionString: url.toString() });
    await db.connect();

    context = await browser.newContext({ baseURL });
    page = await context.newPage();
    const email = uniqueEmail("live");
    await page.goto("/register");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Name", { exact: true }).fill("Nova Live");
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("register-check-mailbox")).toBeVisible({ timeout: 30_000 });
    // The mailed link only marks the address verified: done here directly.
    const { rows } = await db.query<{ id: string }>(`update "user" set email_verified = true where email = $1 returning id`, [email]);
    userId = rows[0]!.id;
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A page without the unpaid modal (spec §2.3 exempts /faq), so the bell can be clicked.
    await page.goto("/faq");
    await expect(page.getByTestId("notification-bell")).toBeVisible();
  });

  test.afterAll(async () => {
    await context?.close();
    await db?.end();
    app?.kill("SIGTERM");
    if (app) await new Promise((resolve) => app!.once("exit", resolve));
    if (baseURL) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  const insert = async (title: string, message: string, owner: string | null) =>
    db!.query(`insert into notifications (notification_id, user_id, global, title, message) values ($1, $2, $3, $4, $5)`, [randomBytes(8).toString("hex"), owner, owner === null, title, message]);
  const badge = () => page.getByTestId("notification-badge");
  const toast = (title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });
  /** The bound: an inserted notification shows in the open page within 2 seconds. */
  const ARRIVAL_MS = 2000;
  /** The page's live stream is open, so what is inserted from now on is pushed, not polled. */
  const streamOpen = () => expect(page.getByTestId("notification-bell")).toHaveAttribute("data-live", "connected", { timeout: 15_000 });

  test("a notification for the signed-in creator appears without a reload, with its toast, and the badge counts it", async () => {
    await expect(badge()).toHaveCount(0);
    await streamOpen();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const message = `${"The copy on leaks.example was taken down after our notice. ".repeat(2)}More details follow.`; // 130 characters
    await insert("Leak removed", message, userId);

    await expect(toast("Leak removed")).toBeVisible({ timeout: ARRIVAL_MS });
    await expect(toast("Leak removed")).toContainText(`${message.slice(0, 100)}...`);
    await expect(toast("Leak removed")).not.toContainText("More details follow.");
    await expect(badge()).toHaveText("1", { timeout: ARRIVAL_MS });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await page.getByTestId("notification-bell").click();
    await expect(page.getByTestId("notification-item").filter({ hasText: "Leak removed" })).toBeVisible();
    await page.keyboard.press("Escape");
  });

  test("a global notification arrives too, is marked read for the creator, and the badge clears", async () => {
    await streamOpen();
    await insert("Maintenance tonight", "The app is unavailable from 22:00 to 23:00.", null);
    await expect(toast("Maintenance tonight")).toBeVisible({ timeout: ARRIVAL_MS });
    await expect(badge()).toHaveText("2", { timeout: ARRIVAL_MS });

    await page.getByTestId("notification-bell").click();
    const global = page.getByTestId("notification-item").filter({ hasText: "Maintenance tonight" });
    await global.getByRole("button", { name: "Mark as read" }).click();
    await expect(badge()).toHaveText("1");
    await page.getByTestId("notification-item").filter({ hasText: "Leak removed" }).getByRole("button", { name: "Mark as read" }).click();
    await expect(badge()).toHaveCount(0);

    // The creator's read state of the global notification is kept by the server.
    await page.reload();
    await expect(page.getByTestId("notification-bell")).toBeVisible();
    await expect(page.getByTestId("notification-bell")).toHaveAttribute("aria-label", "Notifications");
    await expect(badge()).toHaveCount(0);
  });

  test("Mark all as read includes the global ones; a deleted global one stays gone for the creator", async () => {
    await streamOpen();
    await insert("New sites watched", "We now watch 40 more sites.", null);
    await insert("Policy update", "Our terms changed.", null);
    await expect(badge()).toHaveText("2", { timeout: ARRIVAL_MS });
    await page.getByTestId("notification-bell").click();
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(badge()).toHaveCount(0);
    await page.getByTestId("notification-item").filter({ hasText: "Policy update" }).getByRole("button", { name: "Delete notification" }).click();
    await expect(page.getByText("Notification deleted")).toBeVisible();
    await expect(page.getByTestId("notification-item").filter({ hasText: "Policy update" })).toHaveCount(0);

    await page.reload();
    await page.getByTestId("notification-bell").click();
    await expect(page.getByTestId("notification-item").filter({ hasText: "New sites watched" })).toBeVisible();
    await expect(page.getByTestId("notification-item").filter({ hasText: "Policy update" })).toHaveCount(0);
    await expect(badge()).toHaveCount(0);
  });
});
