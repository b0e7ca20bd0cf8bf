// The message a crash report's group is known by, written once: grouping, ordering and filtering
// must use the same expression.
import { debugLogs } from "@unleak/db";
import { sql } from "drizzle-orm";

export const crashMessage = sql<string>`(${debugLogs.data} ->> 'message')`;
