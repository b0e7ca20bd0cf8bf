// `npm start`: one process serving the product on its embedded defaults, or on PostgreSQL when
// DATABASE_URL is set.
import { serve } from "@hono/node-server";
import { DataDirLockedError, lockDataDir } from "@unleak/db";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { startRuntime } from "./runtime";

async function main() {
  const config = loadConfig();
  const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const runtime = await startRuntime(config);
  const app = createApp(runtime);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(`Unleak is running at ${config.baseUrl} (port ${info.port}, ${runtime.database.kind}${config.databaseUrl ? "" : ` in ${config.dataDir}`})`);
    if (runtime.mailer.mode === "outbox") console.log(`Mail is kept in the outbox (no SMTP_URL): its links are printed here, and administrators read it at ${config.baseUrl}/admin/outbox`);
  });
  const shutdown = async () => {
    server.close();
    await runtime.stop();
    await release?.();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Unleak could not start:", error);
  }
  process.exit(1);
});
