// `npm run worker`: a job worker for a deployment on PostgreSQL. It refuses the embedded
// database, which one process alone may open.
import { ConfigError, loadConfig } from "./config";
import { startRuntime } from "./runtime";

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new ConfigError("npm run worker needs DATABASE_URL: the embedded database runs its worker inside npm start.");
  const runtime = await startRuntime(config, { worker: true });
  console.log("Unleak worker started");
  const shutdown = async () => {
    await runtime.stop();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
