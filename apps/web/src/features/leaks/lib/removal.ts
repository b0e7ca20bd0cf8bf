// Whether a leak can be offered for removal: not whitelisted, and not on its way (no notice requested
// yet, or its notices failed or were rejected, which the server lets the creator request again).
import type { Leak, LeakStatus } from "@unleak/contracts";

const requestable: readonly LeakStatus[] = ["new", "awaiting_confirmation", "failed", "rejected"];

export const canRequestRemoval = (leak: Pick<Leak, "status" | "disposition">): boolean => leak.disposition === null && requestable.includes(leak.status);
