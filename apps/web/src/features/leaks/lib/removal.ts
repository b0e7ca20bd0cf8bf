// Whether a leak can still be offered for removal: not whitelisted, and no notice requested yet.
import type { Leak, LeakStatus } from "@unleak/contracts";

const unfiled: readonly LeakStatus[] = ["new", "awaiting_confirmation"];

export const canRequestRemoval = (leak: Pick<Leak, "status" | "disposition">): boolean => leak.disposition === null && unfiled.includes(leak.status);
