// Sends a client crash to the server's debug log (works without a session); failures only warn.
import { api } from "./api-client";

export type CrashDetails = { message: string; stack?: string; componentStack?: string | null };

// The server's limits on each field; longer texts are cut rather than rejected.
const limits = { message: 2000, stack: 6000, userAgent: 512 } as const;

const cut = (text: string | null | undefined, max: number) => (text ? text.slice(0, max) : undefined);

export async function reportCrash({ message, stack, componentStack }: CrashDetails): Promise<void> {
  try {
    await api.post("/api/debug-logs", {
      action: "crash",
      tableName: "client",
      data: {
        message: cut(message, limits.message) ?? "",
        stack: cut(stack, limits.stack),
        componentStack: cut(componentStack, limits.stack),
        timestamp: new Date().toISOString(),
        userAgent: cut(navigator.userAgent, limits.userAgent),
      },
    });
  } catch (error) {
    console.warn("Crash report failed", error);
  }
}
