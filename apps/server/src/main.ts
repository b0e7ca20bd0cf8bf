// `npm start`: one process serving the product on its embedded defaults, or on PostgreSQL when
// DATABASE_URL is set.
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { DataDirLockedError, lockDataDir } from "@unleak/db";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { shutDownOnSignals } from "./operations/graceful-shutdown";
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
  // SIGTERM or SIGINT: stop accepting, let requests and jobs finish within SHUTDOWN_GRACE_SECONDS, close (ADR 043).
  shutDownOnSignals({
    logger: runtime.logger,
    graceSeconds: config.operations.shutdownGraceSeconds,
    server: server as Server,
    stopJobs: runtime.stopJobs,
    close: async () => {
      await runtime.stop();
      await release?.();
    },
  });
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Unleak could not start:", error);
  }
  process.exit(1);
});
