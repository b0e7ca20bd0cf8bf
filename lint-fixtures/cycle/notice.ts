// rejects: import-x/no-cycle (notice.ts and takedown.ts import each other)
import { takedownFor } from "./takedown";

export const noticeFor = (leak: string) => `notice:${leak}`;
export const followUp = (leak: string) => takedownFor(leak);
