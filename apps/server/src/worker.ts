// `npm run worker`: a job worker for a deployment on PostgreSQL. It refuses the embedded
// database, which one process alone may open.
import { ConfigError, loadConfig } from "./config";
import { shutDownOnSignals } from "./operations/graceful-shutdown";
import { startRuntime } from "./runtime";

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError("npm run worker needs DATABASE_URL: the embedded database runs its worker inside npm start.");
  const runtime = await startRuntime(config, { worker: true });
  console.log("Unleak worker started");
  // SIGTERM or SIGINT: jobs in flight finish within SHUTDOWN_GRACE_SECONDS or go back to the queue (ADR 043).
  shutDownOnSignals({ logger: runtime.logger, graceSeconds: config.operations.shutdownGraceSeconds, stopJobs: runtime.stopJobs, close: runtime.stop });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
