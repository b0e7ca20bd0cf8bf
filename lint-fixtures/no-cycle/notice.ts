// accepts: notice.ts depends on takedown.ts, which imports nothing back
import { takedownFor } from "./takedown";

export const followUp = (leak: string) => takedownFor(leak);
