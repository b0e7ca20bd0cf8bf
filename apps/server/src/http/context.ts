// What every request handler can reach: the runtime's services and the caller's session.
import type { AgencyMembership, ApiCaller, BillingServices } from "@unleak/core";
import type { Clock, FileStorage, ImpersonationDirectory, Mailer, ScanEvents, TakedownServices } from "@unleak/core";
import type { Queue } from "@unleak/jobs";
import type { Database } from "@unleak/db";
import type { Auth } from "../auth";
import type { Config } from "../config";
import type { Logger } from "../operations/logger";
import type { Metrics } from "../operations/metrics";

export interface Services {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  queue: Queue;
  scanEvents: ScanEvents;
  /** The takedown pipeline bound to this deployment (issue 12). */
  takedowns: TakedownServices;
  /** The platforms fake profiles are looked for on, and how each hears impersonation reports (issue 18). */
  impersonation: ImpersonationDirectory;
  clock: Clock;
  /** The payment provider; null where payments are unavailable (issue 15). */
  billing: BillingServices | null;
  /** Operations (issue 20): the JSON log, the Prometheus metrics, and whether the process is shutting down (then /readyz answers 503). */
  logger: Logger;
  metrics: Metrics;
  lifecycle: { stopping: boolean };
}

export type SessionInfo = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export interface AppEnv {
  /** `agency`: the signed-in user's agency membership and roster (issue 17), null for everyone else. */
  /** `apiCaller`: on the public API (issue 19), whom the bearer token acts for and its client; unset elsewhere. */
  Variables: { services: Services; session: SessionInfo | null; agency: AgencyMembership | null; clientIp: string | null; apiCaller?: ApiCaller; requestId: string };
}
