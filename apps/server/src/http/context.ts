// What every request handler can reach: the runtime's services and the caller's session.
import type { FileStorage, Mailer } from "@unleak/core";
import type { Database } from "@unleak/db";
import type { Auth } from "../auth";
import type { Config } from "../config";

export interface Services {
  config: Config;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
}

export type SessionInfo = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

export interface AppEnv {
  Variables: { services: Services; session: SessionInfo | null; clientIp: string | null };
}
