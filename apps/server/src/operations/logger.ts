// The process's structured log (issue 20, ADR 043): one JSON object per line on stdout, with pino's
// time, level, pid and hostname. Requests log their id, method, route, status and duration.
import pino, { type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "../config";

export type { Logger };

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { pid: process.pid, service: "unleak" } };
  return destination ? pino(options, destination) : pino(options);
}
