// Run as its own OS process by realtime.int.test.ts: opens its own connection to the PostgreSQL
// database in DATABASE_URL, inserts a notification for USER_ID as any server process would, prints
// the row as JSON and exits. The test's server must hear it through LISTEN/NOTIFY alone.
import { createNotification } from "@unleak/core/notifications/notifications";
import { openDatabase } from "@unleak/db";

const { DATABASE_URL: databaseUrl, USER_ID: userId, TITLE: title = "From another process" } = process.env;
if (!databaseUrl || !userId) throw new Error("DATABASE_URL and USER_ID are required");
const handle = await openDatabase({ databaseUrl, poolSize: 1 });
try {
  const row = await createNotification({ db: handle.db, userId, title, message: `pid ${process.pid}` });
  process.stdout.write(`${JSON.stringify({ id: row.id, pid: process.pid })}\n`);
} finally {
  await handle.close();
}
