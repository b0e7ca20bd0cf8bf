// Graceful shutdown on SIGTERM and SIGINT (issue 20, ADR 043): /readyz turns 503, the server stops
// accepting connections, requests and jobs in flight get the grace period to finish (jobs still
// running then are handed back to the queue for a retry, open connections such as live streams are
// cut), then the database closes and the process exits 0. A second signal, or a shutdown still not
// done when the grace period ends, exits 1 at once with a log line.
import type { Server } from "node:http";
import type { Logger } from "./logger";

export interface ShutdownOptions {
  logger: Logger;
  graceSeconds: number;
  /** The HTTP server, when this process serves one. */
  server?: Pick<Server, "close" | "closeIdleConnections" | "closeAllConnections">;
  /** Marks the process as stopping and lets jobs finish within `graceMs`, handing back the rest. */
  stopJobs(options: { graceMs: number }): Promise<void>;
  /** Closes everything else (the database last). */
  close(): Promise<void>;
}

/** Of the grace period, what closing the rest (pg-boss's last writes, the sandbox, the database) keeps for itself. */
const closingReserveMs = (graceMs: number) => Math.min(5_000, Math.round(graceMs / 2));

export function shutDownOnSignals(options: ShutdownOptions): void {
  let started = false;
  const exit = (code: number) => {
    options.logger.flush();
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      options.logger.error({ signal }, "second signal during shutdown: exiting now");
      exit(1);
    }
    started = true;
    const graceMs = options.graceSeconds * 1000;
    options.logger.info({ signal, graceSeconds: options.graceSeconds }, "shutting down");
    setTimeout(() => {
      options.logger.error({ graceSeconds: options.graceSeconds }, "shutdown grace period passed: exiting now");
      exit(1);
    }, graceMs).unref();
    shutDown(options, graceMs - closingReserveMs(graceMs)).then(
      () => {
        options.logger.info("shut down");
        exit(0);
      },
      (error: unknown) => {
        options.logger.error({ err: error }, "shutdown failed");
        exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

async function shutDown({ server, stopJobs, close }: ShutdownOptions, drainMs: number): Promise<void> {
  await Promise.all([server ? drainServer(server, drainMs) : undefined, stopJobs({ graceMs: drainMs })]);
  await close();
}

/** Stops accepting connections and waits for the open ones to end, cutting those still open after `drainMs`. */
function drainServer(server: NonNullable<ShutdownOptions["server"]>, drainMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), drainMs);
    // A keep-alive connection whose request just finished would hold the server open until it times out.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(cut);
      clearInterval(idle);
      resolve();
    });
  });
}
