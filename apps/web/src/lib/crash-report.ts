// Sends a client crash to the server's debug log (works without a session); failures only warn.
import { crashReportLimits as limits, debugLogRoutes } from "@unleak/contracts";
import { callApi } from "./api-client";

export type CrashDetails = { message: string; stack?: string; componentStack?: string | null };

const cut = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : undefined);

export async function reportCrash({ message, stack, componentStack }: CrashDetails): Promise<void> {
  try {
    // The server's limits on each field: longer texts are cut rather than refused.
    await callApi(debugLogRoutes.report, {
      body: {
        action: "crash",
        tableName: "client",
        data: {
          message: cut(message, limits.message) ?? "",
          stack: cut(stack, limits.stack),
          componentStack: cut(componentStack, limits.stack),
          timestamp: new Date().toISOString(),
          userAgent: cut(navigator.userAgent, limits.userAgent),
        },
      },
    });
  } catch (error) {
    console.warn("Crash report failed", error);
  }
}
